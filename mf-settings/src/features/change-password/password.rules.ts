// The new password's rule, the sign-up's (spec point 5): letters and digits only, at least eight, with a
// lowercase letter, an uppercase letter and a digit. Checked here so the person learns before sending.
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/;

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Message ids of what is wrong with each field, or an empty object when the form may be sent. */
export function passwordFormErrors(
  values: Record<PasswordField, string>,
): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'settings.form.required';
  if (!values.newPassword) errors.newPassword = 'settings.form.required';
  else if (!PASSWORD_RULE.test(values.newPassword)) errors.newPassword = 'settings.changePassword.error.rule';
  else if (values.newPassword === values.currentPassword)
    errors.newPassword = 'settings.changePassword.error.same';
  if (!values.confirmPassword) errors.confirmPassword = 'settings.form.required';
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'settings.changePassword.error.mismatch';
  return errors;
}
