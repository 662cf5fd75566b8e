import { bundledMessages } from '@estiba/shared';
import { genericFailure, loginFailure, registerFailure, resetPasswordFailure } from './failures';
import type { UiMessage } from './UiText';

/** A failed call as axios reports it. */
const answered = (status: number, data: unknown = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
const unanswered = () =>
  Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });

/** What a person reads, in English. */
const english = (message: UiMessage) =>
  'text' in message ? message.text : bundledMessages['en-US'][message.id];

describe('loginFailure (spec point 8, login)', () => {
  it("401: 'Invalid username or password' on the field the server names, the password by default", () => {
    const onEmail = loginFailure(answered(401, { message: 'Invalid username or password', field: 'email' }));
    expect(onEmail.field).toBe('email');
    expect(english(onEmail.message)).toBe('Invalid username or password');
    const unnamed = loginFailure(answered(401, { message: 'whatever' }));
    expect(unnamed.field).toBe('password');
    expect(english(unnamed.message)).toBe('Invalid username or password');
  });

  it("409: 'Incorrect Payload'", () => {
    expect(english(loginFailure(answered(409, { message: 'Incorrect Payload' })).message)).toBe(
      'Incorrect Payload',
    );
  });

  it('429: the server message, which says how long to wait', () => {
    const failure = loginFailure(answered(429, { message: 'Too many attempts. Try again in 3 minutes.' }));
    expect(failure.message).toEqual({ text: 'Too many attempts. Try again in 3 minutes.' });
    expect(failure.field).toBe('email');
  });

  it("any other status: 'Sorry, something went wrong', whatever the server said", () => {
    for (const status of [400, 403, 404, 422]) {
      expect([status, english(loginFailure(answered(status, { message: 'Bad' })).message)]).toEqual([
        status,
        'Sorry, something went wrong',
      ]);
    }
  });

  it('500 and 503: the catalogue texts that replace them everywhere', () => {
    expect(english(loginFailure(answered(500)).message)).toBe(
      "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
    );
    expect(english(loginFailure(answered(503)).message)).toBe('This process may take a little longer.');
  });

  it("no response: 'Something went wrong, we are working on a solution.'", () => {
    expect(english(loginFailure(unanswered()).message)).toBe(
      'Something went wrong, we are working on a solution.',
    );
  });

  it('a failure before any call (e.g. signing): the generic text', () => {
    expect(english(loginFailure(new Error('No payload key')).message)).toBe('Sorry, something went wrong');
  });
});

describe('registerFailure (spec point 8, signup)', () => {
  it('shows the server message and maps its field errors to the form fields', () => {
    const failure = registerFailure(
      answered(400, {
        message: 'An account with this e-mail already exists.',
        fieldErrors: {
          email: 'An account with this e-mail already exists.',
          displayName: 'Too short',
          other: 'x',
        },
      }),
    );
    expect(failure.message).toEqual({ text: 'An account with this e-mail already exists.' });
    expect(failure.fieldErrors).toEqual({
      email: 'An account with this e-mail already exists.',
      name: 'Too short',
    });
  });

  it("409: 'Incorrect Payload'", () => {
    expect(english(registerFailure(answered(409, { message: 'Incorrect Payload' })).message)).toBe(
      'Incorrect Payload',
    );
  });

  it('no response and statuses without a message get the catalogue texts', () => {
    expect(english(registerFailure(unanswered()).message)).toBe(
      'Something went wrong, we are working on a solution.',
    );
    expect(english(registerFailure(answered(400, {})).message)).toBe('Sorry, something went wrong');
    expect(english(registerFailure(answered(500, { message: 'boom' })).message)).toBe(
      "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
    );
  });
});

describe('resetPasswordFailure (spec point 8, reset password)', () => {
  it("401: 'Unauthorized.'", () => {
    expect(english(resetPasswordFailure(answered(401, { message: 'Unauthorized.' })))).toBe('Unauthorized.');
  });

  it("422: 'Password and Confirm password did not match.'", () => {
    expect(english(resetPasswordFailure(answered(422, {})))).toBe(
      'Password and Confirm password did not match.',
    );
  });

  it('otherwise the generic messages', () => {
    expect(resetPasswordFailure(answered(400, { message: 'Password rule' }))).toEqual({
      text: 'Password rule',
    });
    expect(english(resetPasswordFailure(answered(503)))).toBe('This process may take a little longer.');
    expect(english(resetPasswordFailure(unanswered()))).toBe(
      'Something went wrong, we are working on a solution.',
    );
  });
});

describe('genericFailure', () => {
  it("the server's message, else the catalogue", () => {
    expect(genericFailure(answered(429, { message: 'Too many attempts. Try again in 5 minutes.' }))).toEqual({
      text: 'Too many attempts. Try again in 5 minutes.',
    });
    expect(english(genericFailure(answered(404, { message: '  ' })))).toBe('Sorry, something went wrong');
  });
});
