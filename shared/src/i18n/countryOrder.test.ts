import { COUNTRY_ORDER_BY_LANGUAGE, languageCountry, orderCountries } from './countryOrder';

const ALL = ['ES', 'CL', 'AR', 'CO', 'US', 'MX'];

it.each([
  ['es-MX', ['MX', 'US', 'CO', 'AR', 'CL', 'ES']],
  ['en-US', ['US', 'MX', 'CO', 'AR', 'CL', 'ES']],
  ['es-CO', ['CO', 'MX', 'US', 'AR', 'CL', 'ES']],
  ['es-AR', ['AR', 'CL', 'MX', 'US', 'CO', 'ES']],
  ['es-CL', ['CL', 'AR', 'MX', 'US', 'CO', 'ES']],
  ['es-ES', ['ES', 'MX', 'US', 'CO', 'AR', 'CL']],
])('orders the countries for %s as spec point 9 says', (language, expected) => {
  expect(orderCountries(ALL, language)).toEqual(expected);
  expect(COUNTRY_ORDER_BY_LANGUAGE[language as keyof typeof COUNTRY_ORDER_BY_LANGUAGE]).toEqual(expected);
});

it('keeps unknown countries after the known ones, in their own order', () => {
  expect(orderCountries(['GT', 'US', 'PE', 'MX'], 'es-MX')).toEqual(['MX', 'US', 'GT', 'PE']);
});

it('falls back to en-US for an unknown language and accepts lower-case codes', () => {
  expect(orderCountries(['mx', 'us'], 'fr-FR')).toEqual(['us', 'mx']);
});

it("takes a language's country from its last two characters", () => {
  expect(languageCountry('en-US')).toBe('US');
  expect(languageCountry('es-cl')).toBe('CL');
});
