import { LANGUAGE_STORAGE_KEY } from '@estiba/shared';
import { startLanguage } from './startLanguage';

const browserLanguages = jest.spyOn(window.navigator, 'languages', 'get');

beforeEach(() => {
  localStorage.clear();
  browserLanguages.mockReturnValue(['es-ES', 'en-US']);
});

it('stores a valid ?lang= so that it wins on later visits', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
  expect(startLanguage('?lang=es-CL')).toBe('es-CL');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-CL');
  expect(document.documentElement.lang).toBe('es-CL');
  expect(startLanguage('')).toBe('es-CL');
});

it('ignores an unsupported ?lang= and keeps the stored choice over the browser language', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es-AR');
  expect(startLanguage('?lang=fr-FR')).toBe('es-AR');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-AR');
});

it('follows the browser language without storing it when nothing was chosen', () => {
  expect(startLanguage('')).toBe('es-ES');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
});
