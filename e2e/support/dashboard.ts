// The dashboard's widgets as the remotes declare them (issue 20), read from each remote's ./routes source, so the
// specs check the shell's frame against whatever widgets exist: every declared one shows as a region named by its
// title, in order.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES, ROOT, type RemoteDir } from './env';

export type DashboardAudience = 'merchant' | 'staff';

export interface DeclaredWidget {
  remote: RemoteDir;
  id: string;
  order: number;
  /** The title in the locale asked for, en-US by default (the region's name). */
  title: string;
}

/** The key's text in the remote's catalogues of the locale (any <locale>.json under its src). */
function catalogueTextOf(dir: RemoteDir, key: string, locale: string): string {
  const files = readdirSync(join(ROOT, dir, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(`${locale}.json`),
  );
  for (const file of files) {
    const messages = JSON.parse(readFileSync(join(ROOT, dir, 'src', file), 'utf8')) as Record<string, string>;
    if (messages[key]) return messages[key];
  }
  throw new Error(`${dir} has no ${locale} text ${key}`);
}

/** One field of a widget's declaration, written as a literal (anything else fails loudly). */
function field(declaration: string, name: string, dir: RemoteDir, id: string): string {
  const match = new RegExp(`\\b${name}:\\s*(?:'([^']*)'|(\\d+))`).exec(declaration);
  if (!match) throw new Error(`${dir}'s widget ${id} has no literal ${name} this helper can read`);
  return match[1] ?? match[2]!;
}

/** The widgets a remote's ./routes declares: each `{ id: '…', titleId: '…', audience: '…', order: n, … }`. */
function widgetsOf(dir: RemoteDir, locale: string): Array<DeclaredWidget & { audience: string }> {
  const file = join(ROOT, dir, 'src', 'exposes', 'routes.tsx');
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const start = source.search(/\bwidgets:\s*\[/);
  if (start < 0) return [];
  // Each declaration starts at its id; the text up to the next one holds its fields.
  const declarations = source
    .slice(start)
    .split(/\bid:\s*(?=')/)
    .slice(1);
  return declarations.map((declaration) => {
    const id = /^'([^']+)'/.exec(declaration)![1]!;
    return {
      remote: dir,
      id,
      audience: field(declaration, 'audience', dir, id),
      order: Number(field(declaration, 'order', dir, id)),
      title: catalogueTextOf(dir, field(declaration, 'titleId', dir, id), locale),
    };
  });
}

/** Every remote's widgets for the audience, as the shell composes them: by order, registry order among equals. */
export function declaredWidgets(
  audience: DashboardAudience,
  { except = [], locale = 'en-US' }: { except?: RemoteDir[]; locale?: string } = {},
): DeclaredWidget[] {
  return REMOTES.filter((remote) => !except.includes(remote.dir))
    .flatMap((remote) => widgetsOf(remote.dir, locale))
    .filter((widget) => widget.audience === audience)
    .sort((a, b) => a.order - b.order)
    .map(({ audience: _audience, ...widget }) => widget);
}

/** The dashboard's cards (each a region named by its heading). */
export const dashboardCards = (page: Page) => page.getByRole('main').getByRole('region');

/** The names of the dashboard's cards in page order (each is a region labelled by its heading). */
export const dashboardCardNames = (page: Page): Promise<string[]> =>
  dashboardCards(page).evaluateAll((regions) =>
    regions.map((region) => {
      const label = region.getAttribute('aria-labelledby');
      return (label && region.ownerDocument.getElementById(label)?.textContent) || '';
    }),
  );
