import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { failedResponse, failureMessage, selectUser, sessionActions, type UiMessage } from '@estiba/shared';
import { serverFieldErrors } from '../../forms/fieldErrors';
import { UiText } from '../../forms/UiText';
import { confirmEmailChange, requestEmailChange } from './change-email.api';

/** What a person can be expected to type as an address: something, one @, a dotted domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const HTTP_CONFLICT = 409;

type Field = 'newEmail' | 'currentPassword';
type Confirmation = { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'failed' };

/**
 * `/settings/change-email`: the new address and the current password; the API mails a confirmation link to the new
 * address, and the address changes only when it is followed. The link comes back here with `?token=`, which
 * confirms the change (the old address is told by the API).
 */
export function ChangeEmailPage() {
  const intl = useIntl();
  const id = useId();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [values, setValues] = useState<Record<Field, string>>({ newEmail: '', currentPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(
    token ? { state: 'confirming' } : null,
  );
  const confirmedToken = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: a link works once, and React may run the effect twice in development.
    if (!token || confirmedToken.current === token) return;
    confirmedToken.current = token;
    confirmEmailChange(token).then(
      (answer) => {
        setConfirmation({ state: 'confirmed', email: answer.email });
        dispatch(sessionActions.userUpdated({ email: answer.email }));
      },
      (error: unknown) => {
        console.warn('the e-mail change was not confirmed', error);
        setConfirmation({ state: 'failed' });
      },
    );
  }, [token, dispatch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newEmail = values.newEmail.trim().toLowerCase();
    const found: Partial<Record<Field, string>> = {};
    if (!newEmail) found.newEmail = 'settings.form.required';
    else if (!EMAIL.test(newEmail)) found.newEmail = 'settings.changeEmail.error.email';
    else if (newEmail === user?.email?.toLowerCase()) found.newEmail = 'settings.changeEmail.error.same';
    if (!values.currentPassword) found.currentPassword = 'settings.form.required';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await requestEmailChange(newEmail, values.currentPassword);
      setSentTo(answer.email);
      setValues({ newEmail: '', currentPassword: '' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (failedResponse(error)?.status === HTTP_CONFLICT)
        setErrors({ newEmail: 'settings.changeEmail.error.taken' });
      else if (fields.currentPassword) setErrors({ currentPassword: 'settings.changeEmail.error.current' });
      else if (fields.newEmail) setErrors({ newEmail: 'settings.changeEmail.error.email' });
      else setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.changeEmail.title" />
      </Typography>
      {confirmation?.state === 'confirming' && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'settings.changeEmail.confirming' })} />
      )}
      {confirmation?.state === 'confirmed' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage id="settings.changeEmail.confirmed" values={{ email: confirmation.email }} />
        </Alert>
      )}
      {confirmation?.state === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage id="settings.changeEmail.linkFailed" />
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="settings.changeEmail.intro" values={{ email: user?.email ?? '' }} />
      </Typography>
      {sentTo && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage id="settings.changeEmail.sent" values={{ email: sentTo }} />
        </Alert>
      )}
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
        <TextField
          id={`${id}-newEmail`}
          type="email"
          label={intl.formatMessage({ id: 'settings.changeEmail.newEmail' })}
          value={values.newEmail}
          onChange={(event) => setValues({ ...values, newEmail: event.target.value })}
          error={Boolean(errors.newEmail)}
          helperText={errors.newEmail ? intl.formatMessage({ id: errors.newEmail }) : undefined}
          autoComplete="email"
          disabled={sending}
          required
          fullWidth
          margin="normal"
        />
        <TextField
          id={`${id}-currentPassword`}
          type="password"
          label={intl.formatMessage({ id: 'settings.changeEmail.currentPassword' })}
          value={values.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword ? intl.formatMessage({ id: errors.currentPassword }) : undefined}
          autoComplete="current-password"
          disabled={sending}
          required
          fullWidth
          margin="normal"
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={sending}>
            <FormattedMessage id="settings.changeEmail.submit" />
          </Button>
          {sending && <CircularProgress size={24} />}
        </Box>
      </Paper>
    </Box>
  );
}
