// Helpers of the billing spec (issue 18, mf-billing): its texts (the feature catalogues, then shared's) formatted
// as react-intl formats them, and amounts read back from what the screens and the invoice PDF print.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './env';
import { formatCatalogueText } from './landing';

type MessageValues = Record<string, string | number>;

function catalogueFolders(): string[] {
  const features = join('mf-billing', 'src', 'features');
  return [
    ...readdirSync(join(ROOT, features)).map((feature) => join(features, feature, 'messages')),
    join('mf-billing', 'src', 'i18n'),
    join('shared', 'src', 'i18n', 'messages'),
    join('shared', 'src', 'ui', 'list', 'messages'),
  ].filter((folder) => existsSync(join(ROOT, folder, 'en-US.json')));
}

const folders = catalogueFolders();
const owners = new Map<string, string>();

function catalogueOf(id: string, locale: string): string {
  let folder = owners.get(id);
  if (!folder) {
    folder = folders.find(
      (candidate) => id in (JSON.parse(readFileSync(join(ROOT, candidate, 'en-US.json'), 'utf8')) as object),
    );
    if (!folder) throw new Error(`no billing or shared catalogue has the text ${id}`);
    owners.set(id, folder);
  }
  return join(folder, `${locale}.json`);
}

/** An mf-billing (or shared) text in `locale`, e.g. billingText('billing.overview.title'). */
export function billingText(id: string, values?: MessageValues, locale: string = 'en-US'): string {
  return formatCatalogueText(catalogueOf(id, locale), id, locale, values);
}

/**
 * Integer cents from an amount as en-US prints it ('MX$1,234.56', '-MX$5.00', 'MXN 1,234.56'), read from its
 * digits (never through a float, as the screens write them).
 */
export function centsOf(text: string): bigint {
  const match = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text.trim());
  if (!match) throw new Error(`no amount in "${text}"`);
  const cents = BigInt(match[2].replace(/,/g, '') + match[3]);
  return match[1] ? -cents : cents;
}
