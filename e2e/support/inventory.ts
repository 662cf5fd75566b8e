// Helpers for the inventory and inbound specs: mf-inventory's texts (from its feature catalogues, with the
// shared ones) formatted as react-intl formats them, unique SKUs per run, and products made through the API
// when a spec only needs them to exist (the form itself is tested once, in inventory-products.spec.ts).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, ROOT } from './env';
import { formatCatalogueText } from './landing';
import { issueToken } from './session';

export const LOCALES = ['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

type MessageValues = Record<string, string | number>;

/** Every catalogue folder a signed-in inventory screen reads its texts from (feature bundles first). */
function catalogueFolders(): string[] {
  const features = join('mf-inventory', 'src', 'features');
  return [
    ...readdirSync(join(ROOT, features)).map((feature) => join(features, feature, 'messages')),
    join('mf-inventory', 'src', 'i18n'),
    join('shared', 'src', 'i18n', 'messages'),
    join('shared', 'src', 'ui', 'list', 'messages'),
  ].filter((folder) => existsSync(join(ROOT, folder, 'en-US.json')));
}

const folders = catalogueFolders();
const owners = new Map<string, string>();
const englishCatalogues = new Map<string, Record<string, string>>();

function englishCatalogue(folder: string): Record<string, string> {
  let messages = englishCatalogues.get(folder);
  if (!messages) {
    messages = JSON.parse(readFileSync(join(ROOT, folder, 'en-US.json'), 'utf8')) as Record<string, string>;
    englishCatalogues.set(folder, messages);
  }
  return messages;
}

/** The catalogue file of `locale` that holds `id`. */
function catalogueOf(id: string, locale: string): string {
  let folder = owners.get(id);
  if (!folder) {
    folder = folders.find((candidate) => id in englishCatalogue(candidate));
    if (!folder) throw new Error(`no inventory or shared catalogue has the text ${id}`);
    owners.set(id, folder);
  }
  return join(folder, `${locale}.json`);
}

/** An mf-inventory (or shared) text in `locale`, e.g. inventoryText('inventory.send.send'). */
export function inventoryText(id: string, values?: MessageValues, locale: string = 'en-US'): string {
  return formatCatalogueText(catalogueOf(id, locale), id, locale, values);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form's text field by its label (MUI adds " *" to a required one's label). */
export const textField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) });

/** The screen's own heading (the toolbar above it repeats the section's title as a heading too). */
export const screenHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** A SKU no other run (nor the demo seed) has: a prefix, the time and a random tail. */
export function uniqueSku(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 4)}`.toUpperCase();
}

export interface CreatedProduct {
  id: string;
  sku: string;
  name: string;
  handle: string;
}

/** Creates a product of the user's client through POST /products (as the form would, without the form). */
export async function createProductThroughApi(
  request: APIRequestContext,
  email: string,
  product: { sku: string; name: string },
): Promise<CreatedProduct> {
  const response = await request.post(`${API_URL}/products`, {
    headers: { authorization: `Bearer ${issueToken(email)}`, 'idempotency-key': randomUUID() },
    data: { ...product, lengthCm: '20', widthCm: '15', heightCm: '10', weightKg: '0.5' },
  });
  if (response.status() !== 201) {
    throw new Error(`POST /products answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as CreatedProduct;
}
