// Helpers of the integration specs (issue 19, mf-settings): its texts (the feature catalogues, then shared's)
// formatted as react-intl formats them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './env';
import { formatCatalogueText } from './landing';

type MessageValues = Record<string, string | number>;

function catalogueFolders(): string[] {
  const features = join('mf-settings', 'src', 'features');
  return [
    ...readdirSync(join(ROOT, features)).map((feature) => join(features, feature, 'messages')),
    join('mf-settings', 'src', 'i18n'),
    join('mf-settings', 'src', 'i18n', 'settings-screens'),
    join('shared', 'src', 'i18n', 'messages'),
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
    if (!folder) throw new Error(`no settings or shared catalogue has the text ${id}`);
    owners.set(id, folder);
  }
  return join(folder, `${locale}.json`);
}

/** An mf-settings (or shared) text in `locale`, e.g. settingsText('settings.integrations.sync'). */
export function settingsText(id: string, values?: MessageValues, locale: string = 'en-US'): string {
  return formatCatalogueText(catalogueOf(id, locale), id, locale, values);
}
