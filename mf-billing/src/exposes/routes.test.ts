import { authRoles } from '@estiba/shared';
import routeModule from './routes';
import { messages } from '../i18n/messages';

const enUS = messages['en-US'];

describe('mf-billing route module', () => {
  it('is published under its federation name with the three billing screens, for merchants', () => {
    expect(routeModule.name).toBe('mf_billing');
    const merchants = routeModule.routes.filter((route) => !route.path.startsWith('/floor/'));
    expect(merchants.map((route) => route.path)).toEqual([
      '/billing-information',
      '/billing-information/disputes',
      '/billing-information/:warehouseId',
      '/invoice/:warehouseId/:invoiceId',
    ]);
    for (const route of merchants) {
      expect(route).toMatchObject({ auth: authRoles.merchant, layout: 'app' });
    }
  });

  it("has the billing desk's dispute and invoice screens for staff and admins, each in their menu", () => {
    const desk = routeModule.routes.filter((route) => route.path.startsWith('/floor/'));
    expect(desk.map((route) => route.path)).toEqual([
      '/floor/billing/disputes',
      '/floor/billing/disputes/:disputeId',
      '/floor/billing/invoices',
    ]);
    for (const route of desk) expect(route).toMatchObject({ auth: authRoles.staff, layout: 'app' });
    const item = routeModule.navigation.find((entry) => entry.id === 'billing-disputes');
    expect(item).toMatchObject({ url: '/floor/billing/disputes', auth: authRoles.staff });
    expect(enUS[item!.titleId]).toBe('Charge disputes');
    const invoices = routeModule.navigation.find((entry) => entry.id === 'billing-invoices');
    expect(invoices).toMatchObject({ url: '/floor/billing/invoices', auth: authRoles.staff, order: 19 });
    expect(enUS[invoices!.titleId]).toBe('Invoices');
    expect(messages['es-AR'][invoices!.titleId]).toBe('Facturas');
  });

  it('loads each screen lazily as its module default', async () => {
    for (const route of routeModule.routes) {
      const screen = (await route.load()) as { default?: unknown };
      expect(typeof screen.default).toBe('function');
    }
  });

  it("adds Billing Information, shown only to merchants' users who pass the billing check", () => {
    const item = routeModule.navigation.find((entry) => entry.id === 'billing-information')!;
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

  it("exposes the merchant dashboard's month-charges widget, titled in every language, loaded lazily", async () => {
    expect(routeModule.widgets?.map((widget) => widget.id)).toEqual(['billing.monthCharges']);
    const [widget] = routeModule.widgets!;
    expect(widget).toMatchObject({ audience: 'merchant', width: 6 });
    expect(enUS[widget!.titleId]).toBe("This month's charges");
    expect(messages['es-AR'][widget!.titleId]).toBe('Cargos de este mes');
    expect(typeof (await widget!.load()).default).toBe('function');
  });

  it('titles the toolbar for billing-information and the invoice', () => {
    expect(enUS[routeModule.toolbarTitles['billing-information']]).toBe('Billing Information');
    expect(enUS[routeModule.toolbarTitles.invoice]).toBe('Invoice');
  });

  it("loads the merchant's language only", async () => {
    await expect(routeModule.messages('es-AR')).resolves.toEqual(messages['es-AR']);
  });
});
