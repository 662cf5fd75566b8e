// The rules of spec point 5 (register) and of the login form, as the API applies them to what a browser sends.
// Pure: values in, values or per-field messages out. Messages are the spec's words where it gives them.

/** Spec points 5 and 9: name and phone at least 4, passwords at least 8; the login e-mail at least 4. */
export const MIN_NAME_LENGTH = 4;
export const MIN_PHONE_DIGITS = 4;
export const MIN_LOGIN_EMAIL_LENGTH = 4;
/** Longer inputs are refused rather than stored or hashed: no one types more, and argon2 time grows with it. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
/** Area prefix, a space and the digits (spec point 5), e.g. "+52 5512345678". */
export const MAX_PHONE_LENGTH = 32;
export const MAX_LANGUAGE_LENGTH = 35;

export const ACCOUNT_MESSAGES = {
  required: 'This field is required',
  nameMin: `Min character length is ${MIN_NAME_LENGTH}`,
  phoneMin: `Min character length is ${MIN_PHONE_DIGITS}`,
  tooLong: (length: number) => `Max character length is ${length}`,
  email: 'Please enter a valid email',
  password:
    'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
  passwordsDoNotMatch: 'Passwords do not match',
  country: 'Choose a country from the list',
  phone: 'Send the phone as the area prefix, a space, then digits only',
  invalidSignup: 'Some fields are not valid.',
} as const;

/** Letters and digits only, at least one lowercase, one uppercase and one digit, eight or more (spec point 5). */
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/;
/** One @, something before it, a dotted domain after it, no spaces: what a person can be expected to type. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** "+52 5512345678": the area prefix (optional plus, digits, maybe a dash as in +1-787), a space, digits. */
const PHONE = /^\+?\d[\d-]{0,7} (\d+)$/;

export type FieldErrors = Record<string, string>;

/** Not sent at all, as opposed to sent with a wrong value (which gets the field's own message). */
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text);
}

/** The message when a password breaks the registration rule, or null when it keeps it. */
export function passwordProblem(password: unknown): string | null {
  if (isAbsent(password)) return ACCOUNT_MESSAGES.required;
  if (typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH || !PASSWORD_RULE.test(password))
    return ACCOUNT_MESSAGES.password;
  return null;
}

export interface SignupInput {
  displayName: string;
  /** The company; empty or absent names the account after the person. */
  accountName?: string | null;
  email: string;
  countryId: number;
  /** Area prefix, a space, then digits only (spec point 5). */
  phone: string;
  password: string;
  /** The language the person signed up in; en-US when absent. */
  lang?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function countryId(value: unknown): number | null {
  const parsed = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

export function nameProblem(name: string, required: boolean): string | null {
  if (!name) return required ? ACCOUNT_MESSAGES.required : null;
  if (name.length < MIN_NAME_LENGTH && required) return ACCOUNT_MESSAGES.nameMin;
  if (name.length > MAX_NAME_LENGTH) return ACCOUNT_MESSAGES.tooLong(MAX_NAME_LENGTH);
  return null;
}

export function phoneProblem(phone: string): string | null {
  if (!phone) return ACCOUNT_MESSAGES.required;
  if (phone.length > MAX_PHONE_LENGTH) return ACCOUNT_MESSAGES.tooLong(MAX_PHONE_LENGTH);
  const digits = PHONE.exec(phone)?.[1];
  if (digits === undefined) return ACCOUNT_MESSAGES.phone;
  return digits.length < MIN_PHONE_DIGITS ? ACCOUNT_MESSAGES.phoneMin : null;
}

/**
 * Checks a sign-up as it arrived (any JSON value per field) against spec point 5, except what needs the database
 * (country exists, e-mail free). Either the cleaned input or the message per field.
 */
export function checkSignup(
  raw: Record<string, unknown>,
): { input: SignupInput; fieldErrors: null } | { input: null; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const displayName = text(raw.displayName);
  const accountName = text(raw.accountName);
  const email = normalizeEmail(text(raw.email));
  const phone = text(raw.phone);
  const country = countryId(raw.countryId);
  const password = raw.password;

  const name = nameProblem(displayName, true);
  if (name) fieldErrors.displayName = name;
  const company = nameProblem(accountName, false);
  if (company) fieldErrors.accountName = company;
  if (isAbsent(raw.email)) fieldErrors.email = ACCOUNT_MESSAGES.required;
  else if (!isEmail(email)) fieldErrors.email = ACCOUNT_MESSAGES.email;
  if (isAbsent(raw.countryId)) {
    fieldErrors.countryId = ACCOUNT_MESSAGES.required;
  } else if (country === null) fieldErrors.countryId = ACCOUNT_MESSAGES.country;
  const phoneError = phoneProblem(phone);
  if (phoneError) fieldErrors.phone = phoneError;
  const passwordError = passwordProblem(password);
  if (passwordError) fieldErrors.password = passwordError;

  if (Object.keys(fieldErrors).length > 0 || country === null || typeof password !== 'string') {
    return { input: null, fieldErrors };
  }
  const lang = text(raw.lang);
  return {
    input: {
      displayName,
      accountName: accountName || null,
      email,
      countryId: country,
      phone,
      password,
      ...(lang && lang.length <= MAX_LANGUAGE_LENGTH ? { lang } : {}),
    },
    fieldErrors: null,
  };
}
