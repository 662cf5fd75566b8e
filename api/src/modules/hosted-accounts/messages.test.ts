import { alternateLocale, LOCALES, resolveLocale, textsFor } from './messages.js';

describe('languages of the hosted pages', () => {
  it('takes the lang parameter, then the browser language, then en-US', () => {
    expect(resolveLocale('es-CL', 'en-US')).toBe('es-CL');
    expect(resolveLocale('ES-ar', undefined)).toBe('es-AR');
    expect(resolveLocale('es-PE', undefined)).toBe('es-MX');
    expect(resolveLocale('en-GB', 'es-ES')).toBe('en-US');
    expect(resolveLocale(undefined, 'es-CO,es;q=0.9')).toBe('es-CO');
    expect(resolveLocale('fr', 'de-DE')).toBe('en-US');
    expect(resolveLocale('<script>', undefined)).toBe('en-US');
  });

  it('speaks Spanish for every es-* locale and offers the other language', () => {
    for (const locale of LOCALES) {
      const spanish = locale.startsWith('es');
      expect(textsFor(locale).signIn).toBe(spanish ? 'Iniciar sesión' : 'Sign in');
      expect(alternateLocale(locale)).toBe(spanish ? 'en-US' : 'es-MX');
    }
  });

  it('has every text in both languages, with the spec’s English validation messages', () => {
    const en = textsFor('en-US');
    const es = textsFor('es-MX');
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const [english, spanish] = [en[key], es[key]];
      // The texts with a parameter take a brand name or a number; 4 reads well as either.
      const render = (value: unknown) =>
        typeof value === 'function' ? String((value as (argument: unknown) => string)(4)) : String(value);
      expect(render(spanish)).not.toBe('');
      expect(render(spanish)).not.toBe(render(english));
    }
    expect(en.minLength(4)).toBe('Min character length is 4');
    expect(en.invalidEmail).toBe('Please enter a valid email');
    expect(en.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(en.invalidCredentials).toBe('Invalid username or password');
    expect(en.tooManyAttempts(3)).toBe('Too many attempts. Try again in 3 minutes.');
  });
});
