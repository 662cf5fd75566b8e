import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthPanel, OUTSIDE_INTEGRATION_MIN_PASSWORD_LENGTH } from '../account-forms';
import { LoginForm } from '../login';
import { RegisterForm } from '../register';
import { ensureSignInState, signInActions, useRedirectWhenSignedIn } from '../sign-in';

// Added when this screen's code loads, before it first renders.
ensureSignInState();

const HEADING_ID = 'outside-integration-title';
const MODE_LABEL_ID = 'outside-integration-mode';
/** Where a signed-in person finishes connecting the store (spec point 2). */
export const INTEGRATIONS_PATH = '/integrations';

type Mode = 'register' | 'login';

/**
 * `/outside-integration`: a merchant arriving from a store platform creates an account or logs in
 * (spec point 2: it toggles between the two; the login password needs 4 characters here), then goes to
 * /integrations with the same query, which carries the store being connected.
 */
export function OutsideIntegrationPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { search } = useLocation();
  const [mode, setMode] = useState<Mode>('register');
  // Switching forms, or leaving, drops the errors of the form left behind.
  useEffect(
    () => () => {
      dispatch(signInActions.formsReset());
    },
    [dispatch, mode],
  );
  useRedirectWhenSignedIn(`${INTEGRATIONS_PATH}${search}`);

  return (
    <AuthPanel
      headingId={HEADING_ID}
      titleId="auth.outsideIntegration.title"
      introId="auth.outsideIntegration.intro"
    >
      <Typography id={MODE_LABEL_ID} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        <FormattedMessage id="auth.outsideIntegration.mode" />
      </Typography>
      <ToggleButtonGroup
        value={mode}
        exclusive
        fullWidth
        color="primary"
        aria-labelledby={MODE_LABEL_ID}
        onChange={(_event, next: Mode | null) => {
          // A press on the current choice would leave none; there is always one form.
          if (next) setMode(next);
        }}
      >
        <ToggleButton value="register">
          {intl.formatMessage({ id: 'auth.outsideIntegration.register' })}
        </ToggleButton>
        <ToggleButton value="login">
          {intl.formatMessage({ id: 'auth.outsideIntegration.login' })}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ mt: 1 }}>
        {mode === 'register' ? (
          <RegisterForm formId="outside-register" labelledBy={HEADING_ID} />
        ) : (
          <LoginForm
            formId="outside-login"
            labelledBy={HEADING_ID}
            passwordMin={OUTSIDE_INTEGRATION_MIN_PASSWORD_LENGTH}
          />
        )}
      </Box>
    </AuthPanel>
  );
}
