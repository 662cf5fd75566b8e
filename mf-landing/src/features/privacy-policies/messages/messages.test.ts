import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { privacyPoliciesMessages } from '.';

describe('privacy-policies translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(privacyPoliciesMessages, 'privacy-policies')).not.toThrow();
  });

  it('keeps its keys under landing.privacyPolicies.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(privacyPoliciesMessages[locale]).filter(
          (id) => !id.startsWith('landing.privacyPolicies.'),
        ),
      ).toEqual([]);
    }
  });
});
