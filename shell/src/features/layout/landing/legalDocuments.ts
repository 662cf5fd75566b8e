// The legal documents of the visitor's country, for the landing footer (spec point 7, GET legal-documents;
// point 8: a failure is logged only, the footer shows everything else).
import { startTransition, useEffect, useState } from 'react';
import type { LegalDocument } from '@estiba/api/contract';
import { apiGet, languageCountry, useLanguage } from '@estiba/shared';

/** One row of GET legal-documents: a name such as 'shipping_policy_fulfillment' and the countries offering it. */
export type { LegalDocument } from '@estiba/api/contract';

function isLegalDocument(value: unknown): value is LegalDocument {
  if (!value || typeof value !== 'object') return false;
  const { name, country_available: countries } = value as Record<string, unknown>;
  return typeof name === 'string' && name !== '' && (countries === null || typeof countries === 'string');
}

/** `GET legal-documents?country_code=MX`; rows of an unexpected shape are dropped rather than drawn. */
export async function fetchLegalDocuments(countryCode: string): Promise<LegalDocument[]> {
  const response = await apiGet<unknown>('legal-documents', { params: { country_code: countryCode } });
  return Array.isArray(response.data) ? response.data.filter(isLegalDocument) : [];
}

/**
 * Lists already fetched, per country. Every public page mounts its own footer, so without this each
 * navigation would fetch again and the links would blink in.
 */
const loadedByCountry = new Map<string, LegalDocument[]>();

/** Forgets the fetched lists (the next footer fetches again). */
export function clearLegalDocumentsCache(): void {
  loadedByCountry.clear();
}

const NONE: LegalDocument[] = [];

/** The legal documents of the current language's country (its last two characters); empty until known. */
export function useLegalDocuments(): LegalDocument[] {
  const country = languageCountry(useLanguage());
  const [fetched, setFetched] = useState<Partial<Record<string, LegalDocument[]>>>({});

  useEffect(() => {
    if (loadedByCountry.has(country)) return undefined;
    let current = true;
    fetchLegalDocuments(country).then(
      (documents) => {
        loadedByCountry.set(country, documents);
        // Footer links are not urgent: they render in a transition, never in a long task.
        if (current) startTransition(() => setFetched((known) => ({ ...known, [country]: documents })));
      },
      (error: unknown) => {
        console.error(`legal documents for ${country} could not be loaded`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [country]);

  return fetched[country] ?? loadedByCountry.get(country) ?? NONE;
}
