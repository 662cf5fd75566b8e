import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { accountFormsMessages } from './messages';
import {
  formatPhone,
  forgotPasswordSchema,
  isStrongPassword,
  isValidEmail,
  loginSchema,
  phoneDigits,
  registerSchema,
  resetPasswordSchema,
  VALIDATION_MESSAGE_IDS as ids,
} from './rules';

/** The message id a schema gives `field` for these values, or null when the field passes. */
function errorOf<T extends AnyObject>(
  schema: ObjectSchema<T>,
  field: string,
  values: Record<string, unknown>,
) {
  try {
    schema.validateSyncAt(field, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const english = accountFormsMessages['en-US'];

describe('validation messages', () => {
  it('are the words of spec point 5 in en-US', () => {
    expect(english[ids.minLength4]).toBe('Min character length is 4');
    expect(english[ids.minLength8]).toBe('Min character length is 8');
    expect(english[ids.invalidEmail]).toBe('Please enter a valid email');
    expect(english[ids.passwordRule]).toBe(
      'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
    );
    expect(english[ids.passwordsDoNotMatch]).toBe('Passwords do not match');
    expect(english[ids.required]).toBe('This field is required');
    expect(english[ids.maxLength]).toBe('Max character length is 254');
  });
});

const validRegistration = {
  name: 'Dana Demo',
  companyName: '',
  email: 'dana@demo.test',
  country: '1',
  areaCode: 'MX',
  phone: '55 1234 5678',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

describe('register rules', () => {
  const register = (field: string, changes: Record<string, unknown>) =>
    errorOf(registerSchema, field, { ...validRegistration, ...changes });

  it('accepts a complete form', () => {
    expect(registerSchema.isValidSync(validRegistration)).toBe(true);
  });

  it('Name: required, at least 4 characters after trimming', () => {
    expect(register('name', { name: '   ' })).toBe(ids.required);
    expect(register('name', { name: ' Ana ' })).toBe(ids.minLength4);
    expect(register('name', { name: 'Anna' })).toBeNull();
  });

  it('Company Name: optional', () => {
    expect(register('companyName', { companyName: '' })).toBeNull();
    expect(register('companyName', { companyName: 'Demo Store Co.' })).toBeNull();
  });

  it('Email: required and valid', () => {
    expect(register('email', { email: '' })).toBe(ids.required);
    expect(register('email', { email: 'dana@demo' })).toBe(ids.invalidEmail);
    expect(register('email', { email: 'dana demo@demo.test' })).toBe(ids.invalidEmail);
    expect(register('email', { email: ' dana@demo.test ' })).toBeNull();
  });

  it('Country: required', () => {
    expect(register('country', { country: '' })).toBe(ids.required);
    expect(register('country', { country: '3' })).toBeNull();
  });

  it('Phone: required, at least 4 digits', () => {
    expect(register('phone', { phone: '' })).toBe(ids.required);
    expect(register('phone', { phone: '12-3' })).toBe(ids.minLength4);
    expect(register('phone', { phone: '12-34' })).toBeNull();
  });

  it('Password: the registration rule', () => {
    expect(register('password', { password: '' })).toBe(ids.required);
    for (const weak of ['Secret1', 'secret123', 'SECRET123', 'SecretABC', 'Secret 123', 'Secret_123']) {
      expect([weak, register('password', { password: weak, confirmPassword: weak })]).toEqual([
        weak,
        ids.passwordRule,
      ]);
    }
    expect(register('password', { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toBeNull();
  });

  it('Confirm Password: equal to the password', () => {
    expect(register('confirmPassword', { confirmPassword: '' })).toBe(ids.required);
    expect(register('confirmPassword', { confirmPassword: 'Secret124' })).toBe(ids.passwordsDoNotMatch);
    expect(register('confirmPassword', { confirmPassword: 'Secret123' })).toBeNull();
  });

  it('refuses texts longer than any field takes', () => {
    expect(register('name', { name: 'a'.repeat(255) })).toBe(ids.maxLength);
  });
});

describe('login rules', () => {
  const values = { email: 'dana@demo.test', password: 'Secret123' };

  it('Email: required, at least 4 characters (no format check on login)', () => {
    expect(errorOf(loginSchema(), 'email', { ...values, email: '' })).toBe(ids.required);
    expect(errorOf(loginSchema(), 'email', { ...values, email: 'a@b' })).toBe(ids.minLength4);
    expect(errorOf(loginSchema(), 'email', { ...values, email: 'dana' })).toBeNull();
  });

  it('Password: required, at least 8 on the login form', () => {
    expect(errorOf(loginSchema(), 'password', { ...values, password: '' })).toBe(ids.required);
    expect(errorOf(loginSchema(), 'password', { ...values, password: '1234567' })).toBe(ids.minLength8);
    expect(errorOf(loginSchema(), 'password', { ...values, password: '12345678' })).toBeNull();
  });

  it('Password: at least 4 on the outside-integration form', () => {
    expect(errorOf(loginSchema(4), 'password', { ...values, password: '123' })).toBe(ids.minLength4);
    expect(errorOf(loginSchema(4), 'password', { ...values, password: '1234' })).toBeNull();
  });
});

describe('forgot-password rules', () => {
  it('needs a valid e-mail', () => {
    expect(errorOf(forgotPasswordSchema, 'email', { email: '' })).toBe(ids.required);
    expect(errorOf(forgotPasswordSchema, 'email', { email: 'dana@' })).toBe(ids.invalidEmail);
    expect(forgotPasswordSchema.isValidSync({ email: 'dana@demo.test' })).toBe(true);
  });
});

describe('reset-password rules', () => {
  it('follows the registration rule and needs the same confirmation', () => {
    const check = (password: string, confirmPassword: string) => ({
      password: errorOf(resetPasswordSchema, 'password', { password, confirmPassword }),
      confirmPassword: errorOf(resetPasswordSchema, 'confirmPassword', { password, confirmPassword }),
    });
    expect(check('', '')).toEqual({ password: ids.required, confirmPassword: ids.required });
    expect(check('secret12', 'secret12')).toEqual({ password: ids.passwordRule, confirmPassword: null });
    expect(check('Secret123', 'Secret12')).toEqual({
      password: null,
      confirmPassword: ids.passwordsDoNotMatch,
    });
    expect(check('Secret123', 'Secret123')).toEqual({ password: null, confirmPassword: null });
  });
});

describe('pure helpers', () => {
  it('isValidEmail wants one @ and a dotted domain', () => {
    expect(isValidEmail('dana@demo.test')).toBe(true);
    expect(isValidEmail('dana@mail.demo.test')).toBe(true);
    expect(isValidEmail('dana@@demo.test')).toBe(false);
    expect(isValidEmail('dana@demo.')).toBe(false);
  });

  it('isStrongPassword is the registration rule', () => {
    expect(isStrongPassword('Secret123')).toBe(true);
    expect(isStrongPassword('Señor1234')).toBe(false);
  });

  it('phoneDigits keeps the digits only', () => {
    expect(phoneDigits('(55) 1234-5678')).toBe('5512345678');
  });

  it('formatPhone sends the area prefix, a space and the digits; empty without digits', () => {
    expect(formatPhone('+52', '(55) 1234-5678')).toBe('+52 5512345678');
    expect(formatPhone('+52', ' - ')).toBe('');
    expect(formatPhone('+52', '')).toBe('');
  });
});
