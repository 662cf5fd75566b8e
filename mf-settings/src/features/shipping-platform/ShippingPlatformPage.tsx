import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { selectUser, sessionActions } from '@estiba/shared';
import { saveShippingPlatformToken } from '../integrations/integrations.api';
import { shippingTokenFailure, storeIntegrationError } from '../integrations/integration.rules';

/**
 * The shipping-platform integration (spec point 2: a route that takes a `token` query parameter): the token the
 * shipping platform handed over fills the form, and Save sends it (`PUT client/{product}/token` → {check}). The
 * token is not sent on arrival: a link alone must not connect someone's account to another's shipping platform.
 * A failure stores the generic message (spec point 8) and returns to /integrations, which shows it.
 */
export function ShippingPlatformPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [params] = useSearchParams();
  const [token, setToken] = useState(params.get('token')?.trim() ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'saved'>('idle');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) {
      setFieldError(intl.formatMessage({ id: 'settings.shippingPlatform.error.token' }));
      return;
    }
    setFieldError(null);
    setState('sending');
    try {
      const { check, shippingPlatformId } = await saveShippingPlatformToken(token.trim());
      if (!check) {
        setFieldError(intl.formatMessage({ id: 'settings.shippingPlatform.error.rejected' }));
        setState('idle');
        return;
      }
      // The navbar's 'Integrated with' reads the session.
      dispatch(
        sessionActions.userUpdated({
          shippingPlatformIntegrated: true,
          ...(shippingPlatformId && { shippingPlatformId }),
        }),
      );
      setState('saved');
    } catch (error) {
      console.warn('the shipping-platform token was not saved', error);
      storeIntegrationError(shippingTokenFailure());
      navigate('/integrations');
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.shippingPlatform.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="settings.shippingPlatform.intro" />
      </Typography>
      {(state === 'saved' || user?.shippingPlatformIntegrated) && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage id="settings.shippingPlatform.integrated" />
        </Alert>
      )}
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
        <TextField
          id={`${id}-token`}
          label={intl.formatMessage({ id: 'settings.shippingPlatform.token' })}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          disabled={state === 'sending'}
          autoComplete="off"
          fullWidth
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={state === 'sending'}>
            <FormattedMessage id="settings.shippingPlatform.save" />
          </Button>
          {state === 'sending' && <CircularProgress size={24} />}
        </Box>
      </Paper>
    </Box>
  );
}
