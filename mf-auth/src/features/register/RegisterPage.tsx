import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { AuthPanel } from '../account-forms';
import { ensureSignInState, signInActions, useRedirectWhenSignedIn } from '../sign-in';
import { RegisterForm } from './RegisterForm';

// Added when this screen's code loads, before it first renders.
ensureSignInState();

const HEADING_ID = 'register-title';
/** Where a new account lands once signed in (spec point 4: the default landing after login). */
const AFTER_REGISTER_PATH = '/welcome';

/** `/register`: the registration form (spec point 2). */
export function RegisterPage() {
  const dispatch = useDispatch();
  // Leaving the screen drops its errors, so the next visit starts clean.
  useEffect(
    () => () => {
      dispatch(signInActions.formsReset());
    },
    [dispatch],
  );
  useRedirectWhenSignedIn(AFTER_REGISTER_PATH);

  return (
    <AuthPanel headingId={HEADING_ID} titleId="auth.register.title" introId="auth.register.intro">
      <RegisterForm
        labelledBy={HEADING_ID}
        footer={
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <FormattedMessage id="auth.register.haveAccount" />{' '}
            <Link component={RouterLink} to="/login">
              <FormattedMessage id="auth.register.logIn" />
            </Link>
          </Typography>
        }
      />
    </AuthPanel>
  );
}
