import { authRoles, isGuestOnly } from './access';

describe('isGuestOnly', () => {
  it('is true for the visitors-only tier alone', () => {
    expect(isGuestOnly(authRoles.onlyGuest)).toBe(true);
    expect(isGuestOnly([])).toBe(true);
  });

  it('is false for public routes open to everybody and for signed-in tiers', () => {
    expect(isGuestOnly(null)).toBe(false);
    expect(isGuestOnly(undefined)).toBe(false);
    expect(isGuestOnly(authRoles.loggedIn)).toBe(false);
    expect(isGuestOnly(authRoles.admin)).toBe(false);
  });
});
