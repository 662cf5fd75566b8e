import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, CircularProgress, Link } from '@mui/material';
import { useFormik } from 'formik';
import { FormattedMessage } from 'react-intl';
import {
  focusField,
  FormTextField,
  loginSchema,
  MIN_PASSWORD_LENGTH,
  useFocusFirstError,
  type MinLength,
} from '../account-forms';
import { selectLogin, signInActions } from '../sign-in';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const FIELD_ORDER = ['email', 'password'] as const;

export interface LoginFormProps {
  /** Prefix of the fields' ids; unique on the page. */
  formId?: string;
  /** 8 on /login, 4 on /outside-integration (spec point 5). */
  passwordMin?: MinLength;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** What follows the button (e.g. the link to create an account). */
  footer?: ReactNode;
}

/**
 * Email and Password with the login rules, the Forgot password link, and the server's answer shown on
 * the field it concerns (spec point 8). A successful login signs the person in through the store.
 */
export function LoginForm({
  formId = 'login',
  passwordMin = MIN_PASSWORD_LENGTH,
  labelledBy,
  footer,
}: LoginFormProps) {
  const dispatch = useDispatch();
  const { status, failure } = useSelector(selectLogin);
  const [forgotOpen, setForgotOpen] = useState(false);
  const schema = useMemo(() => loginSchema(passwordMin), [passwordMin]);
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: schema,
    onSubmit: (credentials) => {
      dispatch(signInActions.loginRequested(credentials));
    },
  });
  useFocusFirstError(formik, formId, FIELD_ORDER);
  // The server's answer lands on a field: take the person there, so its error text is read out.
  useEffect(() => {
    if (failure) focusField(formId, failure.field);
  }, [failure, formId]);

  const pending = status === 'pending';
  const clearFailure = () => {
    if (failure) dispatch(signInActions.loginFailureCleared());
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={labelledBy}
      aria-busy={pending}
    >
      <FormTextField
        formik={formik}
        name="email"
        formId={formId}
        labelId="auth.forms.email"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        serverError={failure?.field === 'email' ? failure.message : null}
        onEdit={failure?.field === 'email' ? clearFailure : undefined}
      />
      <FormTextField
        formik={formik}
        name="password"
        formId={formId}
        labelId="auth.forms.password"
        type="password"
        autoComplete="current-password"
        required
        serverError={failure?.field === 'password' ? failure.message : null}
        onEdit={failure?.field === 'password' ? clearFailure : undefined}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {/* It opens a dialog rather than a page, so it is a button that looks like a link. */}
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
          <FormattedMessage id="auth.login.forgotPassword" />
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        <FormattedMessage id="auth.login.submit" />
      </Button>
      {footer}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Box>
  );
}
