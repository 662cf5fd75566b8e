import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useFormik } from 'formik';
import { FormattedMessage } from 'react-intl';
import { bus, getLanguage } from '@estiba/shared';
import {
  FormTextField,
  forgotPasswordSchema,
  genericFailure,
  UiText,
  useFocusFirstError,
  type UiMessage,
} from '../account-forms';
import { requestPasswordReset } from './forgotPassword.api';

const FORM_ID = 'forgot-password';
const TITLE_ID = `${FORM_ID}-title`;
const DESCRIPTION_ID = `${FORM_ID}-description`;
const FIELD_ORDER = ['email'] as const;

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The form inside the dialog. */
function ForgotPasswordForm({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    // Send stays disabled until the e-mail is valid (spec point 5), so validity is known from the start.
    validateOnMount: true,
    onSubmit: async ({ email }) => {
      setFailure(null);
      const address = email.trim();
      try {
        await requestPasswordReset(address, getLanguage());
        bus.emit('notify', {
          id: 'auth.forgotPassword.sent',
          values: { email: address },
          severity: 'success',
        });
        onClose();
      } catch (error) {
        // Spec point 8: the server's message, shown as an error.
        setFailure(genericFailure(error));
      }
    },
  });
  useFocusFirstError(formik, FORM_ID, FIELD_ORDER);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={formik.isSubmitting}>
      <DialogContent>
        <DialogContentText id={DESCRIPTION_ID}>
          <FormattedMessage id="auth.forgotPassword.description" />
        </DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <FormTextField
          formik={formik}
          name="email"
          formId={FORM_ID}
          labelId="auth.forms.email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={!formik.isValid || formik.isSubmitting}>
          <FormattedMessage id="auth.forgotPassword.send" />
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The Forgot password dialog of the login form (spec points 2 and 5). */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={TITLE_ID}>
        <FormattedMessage id="auth.forgotPassword.title" />
      </DialogTitle>
      {/* The dialog unmounts its content once closed, so every opening starts empty. */}
      <ForgotPasswordForm onClose={onClose} />
    </Dialog>
  );
}
