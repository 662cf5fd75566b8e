// Helpers for the public-site specs: the landing remote's texts formatted exactly as react-intl formats
// them, the API's public catalogue read the way the pages read it, and stand-ins for the sites the
// pages embed (meeting scheduler, story videos), which a closed network cannot reach.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_URL, ROOT } from './env';
import type { WarehousePrice } from '../../shared/src/pricing/types';

/** The two languages every public route is checked in. */
export const LANGUAGES = ['en-US', 'es-MX'] as const;
export type Language = (typeof LANGUAGES)[number];

type MessageValues = Record<string, string | number>;

interface MessageFormatter {
  format(values?: MessageValues): unknown;
}
type MessageFormatConstructor = new (message: string, locale: string) => MessageFormatter;

// The ICU formatter react-intl itself uses, resolved through react-intl so the versions match.
// pnpm links packages: resolve from react-intl's real folder, where its own dependencies sit beside it.
const requireFromReactIntl = createRequire(
  realpathSync(join(ROOT, 'mf-landing', 'node_modules', 'react-intl', 'package.json')),
);
const messageFormatModule = requireFromReactIntl('intl-messageformat') as {
  IntlMessageFormat?: MessageFormatConstructor;
  default?: MessageFormatConstructor;
};
const IntlMessageFormat = (messageFormatModule.IntlMessageFormat ??
  messageFormatModule.default) as MessageFormatConstructor;

const bundles = new Map<string, Record<string, string>>();

function bundle(file: string): Record<string, string> {
  let messages = bundles.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, string>;
    bundles.set(file, messages);
  }
  return messages;
}

/** A message of a catalogue file, formatted for `language` with `values` (plurals, numbers...). */
export function formatCatalogueText(
  file: string,
  id: string,
  language: string,
  values?: MessageValues,
): string {
  const message = bundle(file)[id];
  if (message === undefined) throw new Error(`${file} has no text ${id}`);
  return String(new IntlMessageFormat(message, language).format(values));
}

/** A text of one mf-landing feature's bundle, e.g. landingText('prices', 'es-MX', 'landing.prices.tabs.storage'). */
export function landingText(feature: string, language: string, id: string, values?: MessageValues): string {
  return formatCatalogueText(
    `mf-landing/src/features/${feature}/messages/${language}.json`,
    id,
    language,
    values,
  );
}

/** A text of the shared bundle (error texts every package uses). */
export function sharedText(language: string, id: string, values?: MessageValues): string {
  return formatCatalogueText(`shared/src/i18n/messages/${language}.json`, id, language, values);
}

/** A country's name as the pages write it (Intl.DisplayNames in the UI language). */
export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

/** A GET to the API of the run, in `language` as the pages' API client sends it. */
export async function apiGet<T>(request: APIRequestContext, path: string, language: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, { headers: { 'Accept-Language': language } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  const type = response.headers()['content-type'] ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

// --- The public catalogue's shapes (CONTRACT.md) -------------------------------------------------------

// The price list shapes are the pricing module's own (types only, no front-end code is loaded).
export type { PriceRange, PriceService, PriceCategory, WarehousePrice } from '../../shared/src/pricing/types';

export interface Carrier {
  id: string;
  name: string;
  logo: string;
  description: string;
  services: { name: string; international: 0 | 1 }[];
  additional_services: string[];
}

export interface EcommercePlatform {
  name: string;
  image: string;
}

export const warehousePrices = (request: APIRequestContext, language: string) =>
  apiGet<WarehousePrice[]>(request, '/warehouse/prices', language);

export const carrierCountries = (request: APIRequestContext, language: string) =>
  apiGet<Record<string, { carriers: number }>>(request, '/landings/carriers?return_object=true', language);

export const carriersOf = (request: APIRequestContext, country: string, language: string) =>
  apiGet<Carrier[]>(request, `/landings/carriers?country_code=${country}`, language);

export const ecommercePlatforms = (request: APIRequestContext, language: string) =>
  apiGet<EcommercePlatform[]>(request, '/ecommerce-platforms', language);

/** The country of a language, as the pages take it: its last two characters (es-MX -> MX). */
export const languageCountry = (language: string) => language.slice(-2).toUpperCase();

/** One legal document's HTML, as /legal asks for it: the language's country and the language. */
export const legalDocumentHtml = (request: APIRequestContext, name: string, language: string) =>
  apiGet<string>(
    request,
    `/documents/view?country=${languageCountry(language)}&language=${language}&name=${name}`,
    language,
  );

/** The text of the first heading of an HTML fragment (what a reader sees first in a document). */
export function firstHeading(html: string): string {
  const match = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!match) throw new Error('The document has no heading');
  return match[1]
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

// --- Embedded third-party pages ---------------------------------------------------------------------------

/** Hosts the public pages embed in frames: answered with a small accessible page instead. */
const EMBEDDED_SITES = ['https://meetings.estiba.com/**', 'https://videos.estiba.com/**'];

export async function standInForEmbeddedSites(context: BrowserContext): Promise<void> {
  for (const pattern of EMBEDDED_SITES) {
    await context.route(pattern, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><title>Embedded (stand-in)</title><main><h1>Embedded (stand-in)</h1></main></html>',
      }),
    );
  }
}
