import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { failureMessage, storeSession, type UiMessage } from '@estiba/shared';
import { serverFieldErrors } from '../../forms/fieldErrors';
import { UiText } from '../../forms/UiText';
import { changePassword } from './change-password.api';
import { passwordFormErrors, type PasswordField } from './password.rules';

const FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * `/settings/change-password`: the current password is required; once changed, every other session ends and this
 * one goes on with the new token the API answers (stored as a sign-in stores it).
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'changed'>('idle');
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordFormErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      const session = await changePassword(values);
      storeSession(session);
      setValues(EMPTY);
      setState('changed');
    } catch (error) {
      setState('idle');
      const fields = serverFieldErrors(error);
      // The API's one refusal per field is the current password's; the others are checked above already.
      if (fields.currentPassword) setErrors({ currentPassword: 'settings.changePassword.error.current' });
      else setFailure(failureMessage(error));
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.changePassword.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="settings.changePassword.intro" />
      </Typography>
      {state === 'changed' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage id="settings.changePassword.changed" />
        </Alert>
      )}
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            type="password"
            label={intl.formatMessage({ id: `settings.changePassword.${field}` })}
            value={values[field]}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
              if (state === 'changed') setState('idle');
            }}
            error={Boolean(errors[field])}
            helperText={errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined}
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            disabled={state === 'sending'}
            required
            fullWidth
            margin="normal"
          />
        ))}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={state === 'sending'}>
            <FormattedMessage id="settings.changePassword.submit" />
          </Button>
          {state === 'sending' && <CircularProgress size={24} />}
        </Box>
      </Paper>
    </Box>
  );
}
