import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { selectIsSignedIn } from '@estiba/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthPanel, OUTSIDE_INTEGRATION_MIN_PASSWORD_LENGTH } from '../account-forms';
import { LoginForm } from '../login';
import { RegisterForm } from '../register';
import { ensureSignInState, signInActions, useRedirectWhenSignedIn } from '../sign-in';
import { keepIntegrationError, storeOfQuery, validateVisitorShop } from './validation';

// Added when this screen's code loads, before it first renders.
ensureSignInState();

const HEADING_ID = 'outside-integration-title';
const MODE_LABEL_ID = 'outside-integration-mode';
/** Where a signed-in person finishes connecting the store (spec point 2). */
export const INTEGRATIONS_PATH = '/integrations';

type Mode = 'register' | 'login';
/** The store in the query: being checked, fine to connect once signed in, or none named. */
type StoreCheck = 'checking' | 'valid' | 'none';

/**
 * `/outside-integration`: a merchant arriving from a store platform creates an account or logs in
 * (spec point 2: it toggles between the two; the login password needs 4 characters here), then goes to
 * /integrations with the same query, which carries the store being connected. A store named in the query is
 * validated first as a visitor (spec point 4): a refused one goes to /integrations with spec point 8's message
 * (shown there once the visitor has signed in), so nobody signs up for a store they cannot connect.
 */
export function OutsideIntegrationPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signedIn = useSelector(selectIsSignedIn);
  const [mode, setMode] = useState<Mode>('register');
  const store = storeOfQuery(new URLSearchParams(search));
  const [check, setCheck] = useState<StoreCheck>(store ? 'checking' : 'none');
  // One validation per address: React may run an effect twice.
  const validated = useRef<string | null>(null);
  useEffect(() => {
    if (!store || signedIn || validated.current === store) return;
    validated.current = store;
    setCheck('checking');
    void validateVisitorShop(store).then((outcome) => {
      if (outcome.kind === 'valid') {
        setCheck('valid');
        return;
      }
      keepIntegrationError(outcome.message);
      navigate(INTEGRATIONS_PATH, { replace: true });
    });
  }, [store, signedIn, navigate]);
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
      {check === 'checking' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>
            <FormattedMessage id="auth.outsideIntegration.checking" values={{ store }} />
          </Typography>
        </Box>
      ) : (
        <>
          {check === 'valid' && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              <FormattedMessage id="auth.outsideIntegration.valid" values={{ store }} />
            </Typography>
          )}
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
        </>
      )}
    </AuthPanel>
  );
}
