import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { AuthPanel } from '../account-forms';
import { ensureSignInState, signInActions, useRedirectWhenSignedIn } from '../sign-in';
import { LoginForm } from './LoginForm';

// Added when this screen's code loads, before it first renders.
ensureSignInState();

const HEADING_ID = 'login-title';
/** Where a signed-in person goes (spec point 4: the default landing after login). */
const AFTER_LOGIN_PATH = '/welcome';

/** `/login`: the login form (spec point 2). */
export function LoginPage() {
  const dispatch = useDispatch();
  // Leaving the screen drops its errors, so the next visit starts clean.
  useEffect(
    () => () => {
      dispatch(signInActions.formsReset());
    },
    [dispatch],
  );
  useRedirectWhenSignedIn(AFTER_LOGIN_PATH);

  return (
    <AuthPanel headingId={HEADING_ID} titleId="auth.login.title" introId="auth.login.intro">
      <LoginForm
        labelledBy={HEADING_ID}
        footer={
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <FormattedMessage id="auth.login.noAccount" />{' '}
            <Link component={RouterLink} to="/register">
              <FormattedMessage id="auth.login.createAccount" />
            </Link>
          </Typography>
        }
      />
    </AuthPanel>
  );
}
