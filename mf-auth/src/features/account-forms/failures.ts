// What the account forms show when a call fails (spec point 8), as pure functions of the error.
import { ERROR_MESSAGE_IDS, REPLACED_STATUS_MESSAGES, type ErrorKey } from '@estiba/shared';
import type { UiMessage } from './UiText';

export const HTTP_UNAUTHORIZED = 401;
export const HTTP_CONFLICT = 409;
export const HTTP_UNPROCESSABLE = 422;
export const HTTP_TOO_MANY_REQUESTS = 429;

interface FailedResponse {
  status: number;
  data: unknown;
}

/** The response of a failed call, or null when the call got none (or was not a call at all). */
export function failedResponse(error: unknown): FailedResponse | null {
  if (!error || typeof error !== 'object' || !('response' in error)) return null;
  const { response } = error as { response?: unknown };
  if (!response || typeof response !== 'object' || !('status' in response)) return null;
  const { status, data } = response as { status: unknown; data?: unknown };
  return typeof status === 'number' ? { status, data } : null;
}

/** An HTTP client error that never got an answer (network down, CORS, timeout). */
const isUnanswered = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError) &&
  failedResponse(error) === null;

/** The `message` the server put in its error body, if any. */
export function serverMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('message' in data)) return null;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}

const catalogue = (key: ErrorKey): UiMessage => ({ id: ERROR_MESSAGE_IDS[key] });

/** The catalogue's replacement for this status ("Any 500", "Any 503"), if it has one. */
const replacedStatus = (status: number): UiMessage | null => {
  const key = REPLACED_STATUS_MESSAGES[status];
  return key ? catalogue(key) : null;
};

/** A failure with no answer to read: the catalogue's "no response" text, or the generic one. */
const unansweredFailure = (error: unknown): UiMessage =>
  catalogue(isUnanswered(error) ? 'noResponse' : 'somethingWentWrong');

/**
 * The generic rule of spec point 8: catalogue texts for 500, 503 and no answer, else the server's
 * message, else 'Sorry, something went wrong'.
 */
export function genericFailure(error: unknown): UiMessage {
  const response = failedResponse(error);
  if (!response) return unansweredFailure(error);
  const replaced = replacedStatus(response.status);
  if (replaced) return replaced;
  const text = serverMessage(response.data);
  return text ? { text } : catalogue('somethingWentWrong');
}

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
  if (!response) return { field: 'email', message: unansweredFailure(error) };
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
