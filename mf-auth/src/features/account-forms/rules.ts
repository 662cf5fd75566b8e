// The validation rules of spec point 5 for the account forms, as pure yup schemas. Each error is a
// message id (translated where it is shown); the English texts are the spec's, word for word.
import { object, string } from 'yup';

/** Spec points 5 and 9: name and phone at least 4 characters, the login e-mail at least 4, passwords 8. */
export const MIN_NAME_LENGTH = 4;
export const MIN_PHONE_LENGTH = 4;
export const MIN_LOGIN_EMAIL_LENGTH = 4;
export const MIN_PASSWORD_LENGTH = 8;
/** The login form of /outside-integration asks for less (spec point 5). */
export const OUTSIDE_INTEGRATION_MIN_PASSWORD_LENGTH = 4;
/** Longest text any field takes; longer input is a mistake or abuse, and the API refuses it too. */
export const MAX_FIELD_LENGTH = 254;

export const VALIDATION_MESSAGE_IDS = {
  required: 'auth.forms.validation.required',
  minLength4: 'auth.forms.validation.minLength4',
  minLength8: 'auth.forms.validation.minLength8',
  maxLength: 'auth.forms.validation.maxLength',
  invalidEmail: 'auth.forms.validation.invalidEmail',
  passwordRule: 'auth.forms.validation.passwordRule',
  passwordsDoNotMatch: 'auth.forms.validation.passwordsDoNotMatch',
} as const;

/** The two minimum lengths the forms use, each with its own sentence. */
export type MinLength = 4 | 8;

const ids = VALIDATION_MESSAGE_IDS;
const minLengthMessage = (min: MinLength) => (min === 4 ? ids.minLength4 : ids.minLength8);

/** One @, something before it, a dotted domain after it, no spaces (the API checks the same). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** At least eight letters and digits only, with a lowercase letter, an uppercase letter and a digit. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/;

export const isValidEmail = (text: string): boolean =>
  text.length <= MAX_FIELD_LENGTH && EMAIL_PATTERN.test(text);

export const isStrongPassword = (text: string): boolean =>
  text.length <= MAX_FIELD_LENGTH && PASSWORD_PATTERN.test(text);

/** The digits of a phone number as typed ('55 1234-5678' gives '5512345678'). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * The phone as the API takes it (spec point 5): the area prefix, a space, then digits only; empty when no
 * digits were typed.
 */
export function formatPhone(areaPrefix: string, phone: string): string {
  const digits = phoneDigits(phone);
  if (!digits) return '';
  const prefix = areaPrefix.trim();
  return prefix ? `${prefix} ${digits}` : digits;
}

const requiredText = () => string().trim().required(ids.required).max(MAX_FIELD_LENGTH, ids.maxLength);

const validEmail = () =>
  requiredText().test('email', ids.invalidEmail, (value) => value === undefined || isValidEmail(value));

/** Passwords are taken as typed: no trimming, a space is simply not allowed by the rule. */
const strongPassword = () =>
  string()
    .required(ids.required)
    .test('password-rule', ids.passwordRule, (value) => value === undefined || isStrongPassword(value));

// A test rather than oneOf: yup checks oneOf before required, and an empty box should read "required".
const confirmation = () =>
  string()
    .required(ids.required)
    .test('matches-password', ids.passwordsDoNotMatch, (value, context) => {
      const { password } = context.parent as { password?: unknown };
      return value === undefined || value === password;
    });

/** The register form (spec point 5, "Register"); Company Name is optional. */
export const registerSchema = object({
  name: requiredText().min(MIN_NAME_LENGTH, minLengthMessage(MIN_NAME_LENGTH)),
  companyName: string().trim().max(MAX_FIELD_LENGTH, ids.maxLength),
  email: validEmail(),
  country: string().required(ids.required),
  areaCode: string(),
  phone: requiredText().test(
    'phone-digits',
    minLengthMessage(MIN_PHONE_LENGTH),
    (value) => value === undefined || phoneDigits(value).length >= MIN_PHONE_LENGTH,
  ),
  password: strongPassword(),
  confirmPassword: confirmation(),
});

/** The login form: e-mail at least 4; password at least 8, or 4 on /outside-integration. */
export function loginSchema(passwordMin: MinLength = MIN_PASSWORD_LENGTH) {
  return object({
    email: requiredText().min(MIN_LOGIN_EMAIL_LENGTH, minLengthMessage(MIN_LOGIN_EMAIL_LENGTH)),
    password: string()
      .required(ids.required)
      .min(passwordMin, minLengthMessage(passwordMin))
      .max(MAX_FIELD_LENGTH, ids.maxLength),
  });
}

/** The forgot-password dialog: a valid e-mail. */
export const forgotPasswordSchema = object({ email: validEmail() });

/** The new password: the registration rule, and the confirmation equal to it. */
export const resetPasswordSchema = object({
  password: strongPassword(),
  confirmPassword: confirmation(),
});
