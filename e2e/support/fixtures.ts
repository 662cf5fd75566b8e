// Test helpers shared by the specs: texts from the catalogues, stand-ins for external sites, and the
// landmarks of the two layouts, found by role and name as a person would find them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS_URL, ROOT } from './env';

/** Texts the specification fixes word for word. */
export const TEXT = {
  title: 'Fulfillment - Logistics for Ecommerces',
  welcomeDefault: 'Welcome to Estiba Fulfillment!',
  welcomeBranded: 'Welcome to Fulfillment!',
  dashboard: 'Dashboard',
  integratedWith: 'Integrated with',
  billingInformation: 'Billing Information',
  apiToken: 'Get API Token',
  orders: 'Orders',
  allOrders: 'All Orders',
  returnOrders: 'Return Orders',
  help: 'Help',
  logout: 'Logout',
  retry: 'Retry',
} as const;

/** One text of a package's translation catalogue (so a test follows the wording its package chose). */
export function catalogueText(file: string, id: string): string {
  const messages = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, string>;
  const text = messages[id];
  if (!text) throw new Error(`${file} has no text ${id}`);
  return text;
}

/** The hosted accounts service and the help centre are other sites: answer them with a plain page. */
export async function standInForExternalSites(context: BrowserContext): Promise<void> {
  const page = (title: string) => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>${title}</title><h1>${title}</h1>`,
  });
  await context.route(`${ACCOUNTS_URL}/**`, (route) => route.fulfill(page('Accounts (stand-in)')));
  await context.route('https://help.estiba.com/**', (route) => route.fulfill(page('Help centre (stand-in)')));
}

/** The side navbar of the client area (its drawer carries the user block and the menu). */
export const navbar = (page: Page) => page.locator('[data-navbar-state]');
/** The sidebar menu. */
export const sidebarMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The landing header's page links. */
export const landingNav = (page: Page) => page.getByRole('navigation', { name: 'Site pages' }).first();
