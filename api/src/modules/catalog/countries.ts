// Countries for the register form (GET countries). Names are stored in English and given in the caller's
// language when it asks for another one (Accept-Language), using the runtime's own region names.
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { countries } from '../../platform/db/schema.js';
import type { Countries } from './schemas.js';

/** Distinct Accept-Language headers remembered; past it the memory starts over (browsers send a handful). */
const MAX_REMEMBERED_HEADERS = 256;
const languageOfHeader = new Map<string, string | null>();

function canonicalLanguage(acceptLanguage: string | undefined): string | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*' || /^en\b/i.test(first)) return null;
  try {
    return Intl.getCanonicalLocales(first)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The first language of an Accept-Language header, when it is a well-formed tag other than English. Remembered
 * per header: Intl's canonicalisation takes about 10 µs, a good share of what a kept answer costs.
 */
export function displayLanguage(acceptLanguage: string | undefined): string | null {
  if (acceptLanguage === undefined) return null;
  const known = languageOfHeader.get(acceptLanguage);
  if (known !== undefined) return known;
  const language = canonicalLanguage(acceptLanguage);
  if (languageOfHeader.size >= MAX_REMEMBERED_HEADERS) languageOfHeader.clear();
  languageOfHeader.set(acceptLanguage, language);
  return language;
}

export async function listCountries(db: AppDatabase, language: string | null): Promise<Countries> {
  const rows = await db.select().from(countries).orderBy(asc(countries.name));
  const names = language ? new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }) : null;
  const list = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: names?.of(row.code) ?? row.name,
    phone_code: row.phoneCode,
  }));
  if (language) list.sort((a, b) => a.name.localeCompare(b.name, language));
  return list;
}
