import { LOCALES } from '../i18n/locales';
import {
  callLink,
  chatLink,
  DEFAULT_SUPPORT_EMAIL,
  FALLBACK_SUPPORT_CONTACT,
  phoneDigits,
  SUPPORT_CONTACTS,
  supportContactFor,
} from './supportContacts';

describe('support contacts', () => {
  it('has a phone and an e-mail for every language', () => {
    for (const locale of LOCALES) {
      expect(SUPPORT_CONTACTS[locale].phone).toMatch(/^\+\d[\d ]+$/);
      expect(SUPPORT_CONTACTS[locale].email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it('shares one phone between es-CL and es-AR', () => {
    expect(supportContactFor('es-CL').phone).toBe(supportContactFor('es-AR').phone);
  });

  it('gives es-CO, es-MX, en-US and es-ES each their own phone', () => {
    const phones = ['es-CO', 'es-MX', 'en-US', 'es-ES', 'es-CL'].map(
      (locale) => supportContactFor(locale).phone,
    );
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('falls back to the es-MX phone and the default e-mail', () => {
    expect(supportContactFor('pt-BR')).toEqual({
      phone: SUPPORT_CONTACTS['es-MX'].phone,
      email: DEFAULT_SUPPORT_EMAIL,
    });
    expect(supportContactFor('')).toBe(FALLBACK_SUPPORT_CONTACT);
    expect(supportContactFor('toString')).toBe(FALLBACK_SUPPORT_CONTACT);
  });

  it('builds the chat link from the digits of the phone', () => {
    expect(phoneDigits('+52 55 4170 8820')).toBe('525541708820');
    expect(chatLink('+52 55 4170 8820')).toBe('https://wa.me/525541708820');
  });

  it('URL-encodes the first message of the chat', () => {
    expect(chatLink('+34 611 48 27 90', 'Hola, ¿me ayudan? 100% & más')).toBe(
      'https://wa.me/34611482790?text=Hola%2C%20%C2%BFme%20ayudan%3F%20100%25%20%26%20m%C3%A1s',
    );
  });

  it('dials the international number', () => {
    expect(callLink('+1 305 555 0147')).toBe('tel:+13055550147');
  });
});
