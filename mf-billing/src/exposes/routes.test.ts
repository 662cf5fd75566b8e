import { authRoles } from '@estiba/shared';
import routeModule from './routes';
import { messages } from '../i18n/messages';

const enUS = messages['en-US'];

describe('mf-billing route module', () => {
  it('is published under its federation name with the three billing screens, for merchants', () => {
    expect(routeModule.name).toBe('mf_billing');
    expect(routeModule.routes.map((route) => route.path)).toEqual([
      '/billing-information',
      '/billing-information/:warehouseId',
      '/invoice/:warehouseId/:invoiceId',
    ]);
    for (const route of routeModule.routes) {
      expect(route).toMatchObject({ auth: authRoles.merchant, layout: 'app' });
    }
  });

  it('loads each screen lazily as its module default', async () => {
    for (const route of routeModule.routes) {
      const screen = (await route.load()) as { default?: unknown };
      expect(typeof screen.default).toBe('function');
    }
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

  it('titles the toolbar for billing-information and the invoice', () => {
    expect(enUS[routeModule.toolbarTitles['billing-information']]).toBe('Billing Information');
    expect(enUS[routeModule.toolbarTitles.invoice]).toBe('Invoice');
  });

  it("loads the merchant's language only", async () => {
    await expect(routeModule.messages('es-AR')).resolves.toEqual(messages['es-AR']);
  });
});
