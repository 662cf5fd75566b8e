// Reading and checking the posted forms with the rules and messages of spec point 5 (register) and of the
// login form, the same ones mf-auth applies in the browser. Pure: values in, values and messages out.
import {
  isEmail,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_LOGIN_EMAIL_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PHONE_DIGITS,
  normalizeEmail,
  passwordProblem,
} from '../accounts/account-rules.js';
import type { Texts } from './messages.js';
import {
  MAX_PHONE_LENGTH,
  type CountryOption,
  type FieldErrors,
  type FormState,
  type LoginField,
  type SignupField,
} from './views.js';

/** Spec point 9: passwords at least 8 (the login form's rule; sign-up applies the full register rule). */
export const MIN_PASSWORD_LENGTH = 8;

/** A posted form as parsed; a field sent twice, or a body that was not a form, yields no usable text. */
export type FormBody = Record<string, unknown>;

/** The field as typed; anything but a string (a JSON body's number, say) counts as empty. */
export const rawField = (body: FormBody, name: string): string => {
  const field = body[name];
  return typeof field === 'string' ? field : '';
};

const value = (body: FormBody, name: string): string => rawField(body, name).trim();

export interface LoginInput {
  email: string;
  password: string;
}

export function readLogin(body: FormBody, texts: Texts): { input: LoginInput; state: FormState<LoginField> } {
  const email = value(body, 'email');
  // Passwords are taken as typed: spaces may be part of one.
  const password = rawField(body, 'password');
  const errors: FieldErrors<LoginField> = {};
  if (!email) errors.email = texts.required;
  else if (email.length < MIN_LOGIN_EMAIL_LENGTH) errors.email = texts.minLength(MIN_LOGIN_EMAIL_LENGTH);
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = texts.invalidEmail;
  if (!password) errors.password = texts.required;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = texts.minLength(MIN_PASSWORD_LENGTH);
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = texts.invalidCredentials;
  return { input: { email, password }, state: { values: { email }, errors } };
}

export interface SignupInput {
  displayName: string;
  /** The company; null when left empty (the account is then named after the person). */
  accountName: string | null;
  email: string;
  countryId: number;
  /** Spec point 5: the area prefix, a space, then digits only. */
  phone: string;
  password: string;
}

export function readSignup(
  body: FormBody,
  texts: Texts,
  countries: readonly CountryOption[],
): { input: SignupInput | null; state: FormState<SignupField> } {
  const values = {
    name: value(body, 'name'),
    company: value(body, 'company'),
    email: value(body, 'email'),
    country: value(body, 'country'),
    areaCode: value(body, 'areaCode'),
    phone: value(body, 'phone'),
  };
  const password = rawField(body, 'password');
  const confirmPassword = rawField(body, 'confirmPassword');
  const errors: FieldErrors<SignupField> = {};

  if (!values.name) errors.name = texts.required;
  else if (values.name.length < MIN_NAME_LENGTH) errors.name = texts.minLength(MIN_NAME_LENGTH);
  else if (values.name.length > MAX_NAME_LENGTH) errors.name = texts.maxLength(MAX_NAME_LENGTH);
  if (values.company.length > MAX_NAME_LENGTH) errors.company = texts.maxLength(MAX_NAME_LENGTH);

  if (!values.email) errors.email = texts.required;
  else if (!isEmail(values.email)) errors.email = texts.invalidEmail;

  const country = countries.find((option) => String(option.id) === values.country);
  if (!values.country) errors.country = texts.required;
  else if (!country) errors.country = texts.unknownCountry;

  // The area code defaults to the chosen country's, so a person who skips it is not stopped for it.
  const area = values.areaCode ? countries.find((option) => option.code === values.areaCode) : country;
  if (values.areaCode && !area) errors.areaCode = texts.unknownCountry;

  const digits = values.phone.replace(/\D/g, '');
  if (!values.phone) errors.phone = texts.required;
  else if (digits.length < MIN_PHONE_DIGITS) errors.phone = texts.minLength(MIN_PHONE_DIGITS);
  else if (values.phone.length > MAX_PHONE_LENGTH) errors.phone = texts.maxLength(MAX_PHONE_LENGTH);

  if (!password) errors.password = texts.required;
  else if (passwordProblem(password)) errors.password = texts.passwordRule;
  if (!confirmPassword) errors.confirmPassword = texts.required;
  else if (confirmPassword !== password) errors.confirmPassword = texts.passwordsDoNotMatch;

  const state: FormState<SignupField> = { values, errors };
  if (Object.keys(errors).length > 0 || !country) return { input: null, state };
  return {
    input: {
      displayName: values.name,
      accountName: values.company || null,
      email: normalizeEmail(values.email),
      countryId: country.id,
      phone: `${area?.phone_code ?? country.phone_code} ${digits}`,
      password,
    },
    state,
  };
}

/** The page's words for a field the accounts module refused although the page's own checks passed. */
export function refusedFieldMessage(texts: Texts, field: SignupField): string {
  const messages: Record<SignupField, string> = {
    name: texts.minLength(MIN_NAME_LENGTH),
    company: texts.maxLength(MAX_NAME_LENGTH),
    email: texts.invalidEmail,
    country: texts.unknownCountry,
    areaCode: texts.unknownCountry,
    phone: texts.minLength(MIN_PHONE_DIGITS),
    password: texts.passwordRule,
    confirmPassword: texts.passwordsDoNotMatch,
  };
  return messages[field];
}
