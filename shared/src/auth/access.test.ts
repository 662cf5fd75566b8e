import { authRoles, hasAccess, isGuestOnly } from './access';

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

describe('hasAccess', () => {
  it('admits warehouse staff and admins to the staff tier, never merchants, new users or visitors', () => {
    expect(authRoles.staff).toEqual(['admin', 'staff']);
    expect(hasAccess(authRoles.staff, ['staff'])).toBe(true);
    expect(hasAccess(authRoles.staff, ['admin'])).toBe(true);
    expect(hasAccess(authRoles.staff, ['user'])).toBe(false);
    expect(hasAccess(authRoles.staff, [0])).toBe(false);
    expect(hasAccess(authRoles.staff, [])).toBe(false);
  });

  it("admits merchants (and a signed-in user whose role is not known yet) to the merchant tier, not the operator's users or visitors", () => {
    expect(hasAccess(authRoles.merchant, ['user'])).toBe(true);
    expect(hasAccess(authRoles.merchant, [0])).toBe(true);
    expect(hasAccess(authRoles.merchant, ['staff'])).toBe(false);
    expect(hasAccess(authRoles.merchant, ['admin'])).toBe(false);
    expect(hasAccess(authRoles.merchant, [])).toBe(false);
  });
});
