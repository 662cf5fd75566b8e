import { authRoles } from '@estiba/shared';
import routeModule from './routes';

const enUS = routeModule.messages['en-US'];

describe('mf-billing route module', () => {
  it('is published under its federation name and exposes no screens yet', () => {
    expect(routeModule.name).toBe('mf_billing');
    expect(routeModule.routes).toEqual([]);
  });

  it("adds Billing Information, shown only to merchants' users who pass the billing check", () => {
    expect(routeModule.navigation).toHaveLength(1);
    const [item] = routeModule.navigation;
    expect(item).toMatchObject({
      id: 'billing-information',
      type: 'item',
      url: '/billing-information',
      order: 70,
      auth: authRoles.merchant,
      visibleWhen: 'billingUser',
    });
    expect(enUS[item.titleId]).toBe('Billing Information');
    expect(item.icon).toBeDefined();
  });

  it('titles the toolbar for billing-information', () => {
    expect(enUS[routeModule.toolbarTitles['billing-information']]).toBe('Billing Information');
    expect(Object.keys(routeModule.toolbarTitles)).toEqual(['billing-information']);
  });
});
