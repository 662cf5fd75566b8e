import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Link } from '@mui/material';
import { useFormik } from 'formik';
import { FormattedMessage } from 'react-intl';
import { bus, getAppConfig, signPayload } from '@estiba/shared';
import {
  AuthPanel,
  FormTextField,
  MAX_FIELD_LENGTH,
  resetPasswordFailure,
  resetPasswordSchema,
  UiText,
  useFocusFirstError,
  type UiMessage,
} from '../account-forms';
import { changePassword } from './resetPassword.api';

const FORM_ID = 'reset-password';
const HEADING_ID = `${FORM_ID}-title`;
const FIELD_ORDER = ['password', 'confirmPassword'] as const;
/** Spec point 8: after 'Password changed correctly.' the person goes to the root. */
const AFTER_CHANGE_PATH = '/';

/** `/forget-password?token=`: choose a new password with the e-mailed reset token (spec points 2, 5, 8). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async ({ password, confirmPassword }) => {
      setFailure(null);
      try {
        const payload = await signPayload({ password, confirmPassword }, getAppConfig().payloadKey);
        await changePassword(token, payload);
        bus.emit('notify', { id: 'auth.resetPassword.changed', severity: 'success' });
        void navigate(AFTER_CHANGE_PATH, { replace: true });
      } catch (error) {
        setFailure(resetPasswordFailure(error));
      }
    },
  });
  useFocusFirstError(formik, FORM_ID, FIELD_ORDER);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (!token) {
    return (
      <AuthPanel headingId={HEADING_ID} titleId="auth.resetPassword.title">
        <Alert severity="warning" sx={{ mb: 3 }}>
          <FormattedMessage id="auth.resetPassword.missingToken" />
        </Alert>
        <Link component={RouterLink} to="/login">
          <FormattedMessage id="auth.resetPassword.backToLogin" />
        </Link>
      </AuthPanel>
    );
  }

  const common = {
    formik,
    formId: FORM_ID,
    maxLength: MAX_FIELD_LENGTH,
    required: true,
    type: 'password' as const,
  };
  return (
    <AuthPanel headingId={HEADING_ID} titleId="auth.resetPassword.title" introId="auth.resetPassword.intro">
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-labelledby={HEADING_ID}
        aria-busy={formik.isSubmitting}
      >
        <FormTextField
          {...common}
          name="password"
          labelId="auth.resetPassword.newPassword"
          hintId="auth.forms.passwordHint"
          autoComplete="new-password"
        />
        <FormTextField
          {...common}
          name="confirmPassword"
          labelId="auth.forms.confirmPassword"
          autoComplete="new-password"
        />
        {failure && (
          // Spec point 8: the error notice of a failed reset.
          <Alert ref={alertRef} severity="error" role="alert" tabIndex={-1} sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          disabled={formik.isSubmitting}
          startIcon={
            formik.isSubmitting ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : undefined
          }
        >
          <FormattedMessage id="auth.resetPassword.submit" />
        </Button>
      </Box>
    </AuthPanel>
  );
}
