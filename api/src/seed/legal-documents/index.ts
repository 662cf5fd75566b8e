// The seven legal documents the public site links to (GET legal-documents, GET documents/view): where each is
// offered and its texts, in English and Spanish, with a country's own text where its law asks for one.
import type { AppDatabase } from '../../platform/db/connection.js';
import { legalDocumentContents, legalDocuments, type CatalogueLanguage } from '../../platform/db/schema.js';
import { fromExcluded } from '../upsert.js';
import { COOKIES_EN, COOKIES_ES } from './cookies.js';
import { HELP_CENTER_EN, HELP_CENTER_ES } from './help-center.js';
import { PRIVACY_ES_EN, PRIVACY_ES_ES } from './privacy-es.js';
import { PRIVACY_MX_EN, PRIVACY_MX_ES } from './privacy-mx.js';
import { PRIVACY_EN, PRIVACY_ES } from './privacy.js';
import { RETURNS_EN, RETURNS_ES } from './returns.js';
import { SHIPPING_EN, SHIPPING_ES } from './shipping.js';
import { STORAGE_EN, STORAGE_ES } from './storage.js';
import { TERMS_EN, TERMS_ES } from './terms.js';

/** The countries with a warehouse: documents about custody and returns only make sense there. */
const WAREHOUSE_COUNTRIES = 'MX,US,CO,AR,CL,ES';

interface LegalText {
  language: CatalogueLanguage;
  /** Null: the text for every country without one of its own. */
  country: string | null;
  html: string;
}

export interface LegalDocumentSeed {
  name: string;
  /** Comma list of country codes, or null for every country. */
  countryAvailable: string | null;
  texts: readonly LegalText[];
}

const general = (en: string, es: string): LegalText[] => [
  { language: 'en', country: null, html: en },
  { language: 'es', country: null, html: es },
];

export const LEGAL_DOCUMENTS: readonly LegalDocumentSeed[] = [
  {
    name: 'terms_and_conditions_generals_fulfillment',
    countryAvailable: null,
    texts: general(TERMS_EN, TERMS_ES),
  },
  {
    name: 'privacy_notice_fulfillment',
    countryAvailable: null,
    texts: [
      ...general(PRIVACY_EN, PRIVACY_ES),
      { language: 'en', country: 'MX', html: PRIVACY_MX_EN },
      { language: 'es', country: 'MX', html: PRIVACY_MX_ES },
      { language: 'en', country: 'ES', html: PRIVACY_ES_EN },
      { language: 'es', country: 'ES', html: PRIVACY_ES_ES },
    ],
  },
  {
    name: 'shipping_policy_fulfillment',
    countryAvailable: null,
    texts: general(SHIPPING_EN, SHIPPING_ES),
  },
  {
    name: 'returns_policy_fulfillment',
    countryAvailable: WAREHOUSE_COUNTRIES,
    texts: general(RETURNS_EN, RETURNS_ES),
  },
  {
    name: 'storage_agreement_fulfillment',
    countryAvailable: WAREHOUSE_COUNTRIES,
    texts: general(STORAGE_EN, STORAGE_ES),
  },
  {
    // Spain's LSSI-CE (art. 22.2) requires a cookies policy; elsewhere the privacy texts cover cookies.
    name: 'cookies_policy_fulfillment',
    countryAvailable: 'ES',
    texts: general(COOKIES_EN, COOKIES_ES),
  },
  {
    name: 'help_center_fulfillment',
    countryAvailable: null,
    texts: general(HELP_CENTER_EN, HELP_CENTER_ES),
  },
];

export const legalTextId = (name: string, language: CatalogueLanguage, country: string | null): string =>
  `${name}:${language}:${country ?? '*'}`;

export async function seedLegalDocuments(db: AppDatabase): Promise<void> {
  await db
    .insert(legalDocuments)
    .values(
      LEGAL_DOCUMENTS.map((document, index) => ({
        name: document.name,
        countryAvailable: document.countryAvailable,
        position: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: legalDocuments.name,
      set: fromExcluded(legalDocuments, ['countryAvailable', 'position']),
    });
  await db
    .insert(legalDocumentContents)
    .values(
      LEGAL_DOCUMENTS.flatMap((document) =>
        document.texts.map((text) => ({
          id: legalTextId(document.name, text.language, text.country),
          documentName: document.name,
          language: text.language,
          countryCode: text.country,
          html: text.html,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: legalDocumentContents.id,
      set: fromExcluded(legalDocumentContents, ['html']),
    });
}
