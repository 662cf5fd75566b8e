// What the account forms show when a call fails (spec point 8), as pure functions of the error; the generic
// rule and the reading of a failed call are shared's (failures.ts), the forms' own rules are here.
import {
  ERROR_MESSAGE_IDS,
  failedResponse,
  failureMessage,
  REPLACED_STATUS_MESSAGES,
  serverMessage,
  type ErrorKey,
  type UiMessage,
} from '@estiba/shared';

export { failedResponse, serverMessage };

export const HTTP_UNAUTHORIZED = 401;
export const HTTP_CONFLICT = 409;
export const HTTP_UNPROCESSABLE = 422;
export const HTTP_TOO_MANY_REQUESTS = 429;

const catalogue = (key: ErrorKey): UiMessage => ({ id: ERROR_MESSAGE_IDS[key] });

/** The catalogue's replacement for this status ("Any 500", "Any 503"), if it has one. */
const replacedStatus = (status: number): UiMessage | null => {
  const key = REPLACED_STATUS_MESSAGES[status];
  return key ? catalogue(key) : null;
};

/**
 * The generic rule of spec point 8: catalogue texts for 500, 503 and no answer, else the server's
 * message, else 'Sorry, something went wrong'.
 */
export const genericFailure = failureMessage;

export type LoginField = 'email' | 'password';

export interface LoginFailure {
  /** The field the message belongs to (spec point 8: login errors show on the e-mail or password field). */
  field: LoginField;
  message: UiMessage;
}

/**
 * Spec point 8 for sign-in: 401 'Invalid username or password' (on the field the server names, the
 * password by default), 409 'Incorrect Payload', 429 the server's own words (how long to wait), 500 and
 * 503 the catalogue texts, any other status 'Sorry, something went wrong', no answer 'Something went
 * wrong, we are working on a solution.'
 */
export function loginFailure(error: unknown): LoginFailure {
  const response = failedResponse(error);
  if (!response) return { field: 'email', message: genericFailure(error) };
  const named = (response.data as { field?: unknown } | null)?.field;
  const field: LoginField | null = named === 'email' || named === 'password' ? named : null;
  switch (response.status) {
    case HTTP_UNAUTHORIZED:
      return { field: field ?? 'password', message: catalogue('invalidCredentials') };
    case HTTP_CONFLICT:
      return { field: field ?? 'email', message: catalogue('incorrectPayload') };
    case HTTP_TOO_MANY_REQUESTS: {
      const text = serverMessage(response.data);
      return { field: field ?? 'email', message: text ? { text } : catalogue('somethingWentWrong') };
    }
    default:
      return {
        field: field ?? 'email',
        message: replacedStatus(response.status) ?? catalogue('somethingWentWrong'),
      };
  }
}

/** The register form's fields the server may name in `fieldErrors`. */
export const REGISTER_FIELDS = [
  'name',
  'companyName',
  'email',
  'country',
  'phone',
  'password',
  'confirmPassword',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The API's names for the register fields (the signed payload's), mapped to the form's. */
const PAYLOAD_TO_FORM: Readonly<Record<string, RegisterField>> = {
  displayName: 'name',
  name: 'name',
  accountName: 'companyName',
  companyName: 'companyName',
  email: 'email',
  countryId: 'country',
  country: 'country',
  phone: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

export interface RegisterFailure {
  /** The problem as a whole (spec point 8, "Signup failure: Server message"). */
  message: UiMessage;
  /** The server's words for single fields, by form field. */
  fieldErrors: Partial<Record<RegisterField, string>>;
  /** 'info' when nothing went wrong on the person's side and the next step is in their e-mail. */
  severity?: 'error' | 'info';
}

/** Sign-up failure: 409 'Incorrect Payload', else the server's message (catalogue texts for 5xx and no answer). */
export function registerFailure(error: unknown): RegisterFailure {
  const response = failedResponse(error);
  const fieldErrors: Partial<Record<RegisterField, string>> = {};
  const reported = (response?.data as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (reported && typeof reported === 'object') {
    for (const [name, text] of Object.entries(reported)) {
      const field = PAYLOAD_TO_FORM[name];
      if (field && typeof text === 'string' && text.trim()) fieldErrors[field] = text;
    }
  }
  if (response?.status === HTTP_CONFLICT) return { message: catalogue('incorrectPayload'), fieldErrors };
  return { message: genericFailure(error), fieldErrors };
}

/**
 * Spec point 8 for the new password: 401 'Unauthorized.' (unknown, used or expired link), 422 'Password
 * and Confirm password did not match.', otherwise the generic messages.
 */
export function resetPasswordFailure(error: unknown): UiMessage {
  const status = failedResponse(error)?.status;
  if (status === HTTP_UNAUTHORIZED) return catalogue('unauthorized');
  if (status === HTTP_UNPROCESSABLE) return catalogue('passwordMismatch');
  return genericFailure(error);
}
