// Reads the legal documents of the public catalogue (migration 003): which ones a country offers, and the
// text of one in a language, the country's own text first. Shared by every client: no scoping.
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { legalDocumentContents, legalDocuments, type CatalogueLanguage } from '../../platform/db/schema.js';
import type { LegalDocuments } from './schemas.js';

function availableIn(countryCode: string): SQL | undefined {
  return or(
    isNull(legalDocuments.countryAvailable),
    sql`${countryCode} = ANY (string_to_array(${legalDocuments.countryAvailable}, ','))`,
  );
}

export async function listLegalDocuments(db: AppDatabase, countryCode: string): Promise<LegalDocuments> {
  return db
    .select({ name: legalDocuments.name, country_available: legalDocuments.countryAvailable })
    .from(legalDocuments)
    .where(availableIn(countryCode))
    .orderBy(asc(legalDocuments.position), asc(legalDocuments.name));
}

/** The document's HTML, or null when it does not exist or the country does not offer it. */
export async function legalDocumentHtml(
  db: AppDatabase,
  name: string,
  countryCode: string,
  language: CatalogueLanguage,
): Promise<string | null> {
  const [offered] = await db
    .select({ name: legalDocuments.name })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.name, name), availableIn(countryCode)));
  if (!offered) return null;
  const [text] = await db
    .select({ html: legalDocumentContents.html })
    .from(legalDocumentContents)
    .where(
      and(
        eq(legalDocumentContents.documentName, name),
        eq(legalDocumentContents.language, language),
        or(eq(legalDocumentContents.countryCode, countryCode), isNull(legalDocumentContents.countryCode)),
      ),
    )
    // The country's own text, when there is one, wins over the general text.
    .orderBy(sql`${legalDocumentContents.countryCode} ASC NULLS LAST`)
    .limit(1);
  return text?.html ?? null;
}
