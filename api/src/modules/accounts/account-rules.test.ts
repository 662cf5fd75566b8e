import { ACCOUNT_MESSAGES, checkSignup, isEmail, normalizeEmail, passwordProblem } from './account-rules.js';

const VALID = {
  displayName: 'Ana López',
  accountName: 'Tienda Ana',
  email: 'Ana@Example.MX ',
  countryId: 1,
  phone: '+52 5512345678',
  password: 'Secreto2026',
};

const errorsOf = (changes: Record<string, unknown>) => checkSignup({ ...VALID, ...changes }).fieldErrors;

describe('sign-up rules (spec point 5)', () => {
  it('accepts a valid sign-up and cleans it', () => {
    expect(checkSignup(VALID)).toEqual({
      input: {
        displayName: 'Ana López',
        accountName: 'Tienda Ana',
        email: 'ana@example.mx',
        countryId: 1,
        phone: '+52 5512345678',
        password: 'Secreto2026',
      },
      fieldErrors: null,
    });
  });

  it('names the account after the person when the company is empty', () => {
    expect(checkSignup({ ...VALID, accountName: '  ' }).input?.accountName).toBeNull();
    expect(checkSignup({ ...VALID, accountName: undefined }).input?.accountName).toBeNull();
  });

  it('requires a name of at least 4 characters', () => {
    expect(errorsOf({ displayName: 'Ana' })).toEqual({ displayName: 'Min character length is 4' });
    expect(errorsOf({ displayName: '' })).toEqual({ displayName: ACCOUNT_MESSAGES.required });
    expect(errorsOf({ displayName: 'x'.repeat(101) })).toEqual({
      displayName: 'Max character length is 100',
    });
  });

  it('requires a valid e-mail', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.com', `${'a'.repeat(250)}@x.mx`, 7]) {
      expect(errorsOf({ email })).toEqual({ email: 'Please enter a valid email' });
    }
    expect(errorsOf({ email: '' })).toEqual({ email: ACCOUNT_MESSAGES.required });
  });

  it('requires a country id', () => {
    expect(errorsOf({ countryId: undefined })).toEqual({ countryId: ACCOUNT_MESSAGES.required });
    expect(errorsOf({ countryId: 'MX' })).toEqual({ countryId: ACCOUNT_MESSAGES.country });
    expect(errorsOf({ countryId: -1 })).toEqual({ countryId: ACCOUNT_MESSAGES.country });
    expect(checkSignup({ ...VALID, countryId: '2' }).input?.countryId).toBe(2);
  });

  it('requires a phone of area prefix, a space and at least 4 digits', () => {
    expect(errorsOf({ phone: '+52 123' })).toEqual({ phone: 'Min character length is 4' });
    expect(errorsOf({ phone: '' })).toEqual({ phone: ACCOUNT_MESSAGES.required });
    expect(errorsOf({ phone: '+52 55-1234' })).toEqual({ phone: ACCOUNT_MESSAGES.phone });
    expect(errorsOf({ phone: `+52 ${'1'.repeat(40)}` })).toEqual({ phone: 'Max character length is 32' });
    expect(errorsOf({ phone: '+1-787 5551234' })).toBeNull();
  });

  it('requires the password rule, word for word', () => {
    const sentence =
      'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.';
    for (const password of [
      'Short1',
      'alllower1',
      'ALLUPPER1',
      'NoDigitsHere',
      'Has space1A',
      'Símbolo12a',
      42,
    ]) {
      expect(errorsOf({ password })).toEqual({ password: sentence });
    }
    expect(errorsOf({ password: `Aa1${'b'.repeat(200)}` })).toEqual({ password: sentence });
    expect(errorsOf({ password: '' })).toEqual({ password: ACCOUNT_MESSAGES.required });
  });

  it('reports every refused field at once', () => {
    expect(Object.keys(checkSignup({}).fieldErrors ?? {})).toEqual([
      'displayName',
      'email',
      'countryId',
      'phone',
      'password',
    ]);
  });
});

describe('helpers', () => {
  it('normalises and recognises e-mails', () => {
    expect(normalizeEmail('  Demo@Estiba.TEST ')).toBe('demo@estiba.test');
    expect(isEmail('demo@estiba.test')).toBe(true);
    expect(isEmail('demo@estiba')).toBe(false);
  });

  it('checks a new password alone', () => {
    expect(passwordProblem('Estiba2026')).toBeNull();
    expect(passwordProblem(undefined)).toBe(ACCOUNT_MESSAGES.required);
    expect(passwordProblem('estiba2026')).toBe(ACCOUNT_MESSAGES.password);
  });
});
