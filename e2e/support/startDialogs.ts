// Helpers of the start dialogs' spec (issue 19, spec point 4): their texts, What's New's features marked seen
// through the API, and a shop whose grant lacks scopes (updatedScopes 0), made through the real OAuth code.
import { API_URL } from './env';
import { formatCatalogueText } from './landing';
import { issueToken } from './session';

const CATALOGUE = 'shell/src/features/start-dialogs/messages/en-US.json';

/** A start dialogs' text in en-US, e.g. dialogText('shell.whatsNew.title'). */
export const dialogText = (id: string, values?: Record<string, string | number>): string =>
  formatCatalogueText(CATALOGUE, id, 'en-US', values);

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Records every What's New feature as seen by the user: the seed publishes two announcements for the demo
 * merchants, and their dialog would cover the pages of every spec that signs in as one.
 */
export async function markFeaturesSeen(email: string): Promise<void> {
  const token = issueToken(email);
  const { userId } = await api<{ userId: string }>(token, 'GET', 'auth/me');
  const announcements = await api<{ characteristics: { id: string }[] }[]>(
    token,
    'GET',
    `user/${userId}/all-features`,
  );
  const featuresIds = announcements.flatMap((announcement) => announcement.characteristics.map((c) => c.id));
  if (featuresIds.length > 0) await api(token, 'PUT', 'feature-viewed', { featuresIds, userId });
}

/**
 * Connects the sandbox store `handle` for the merchant through the real grant (start, Install, signed callback).
 * With `scope`, only that is installed instead of the scopes Estiba asks for: the shop is saved with updatedScopes
 * 0. Without it, what Estiba asks for is installed (updatedScopes 1).
 */
export async function connectSandboxStore(email: string, handle: string, scope?: string): Promise<void> {
  const token = issueToken(email);
  const { authorizationUrl } = await api<{ authorizationUrl: string }>(
    token,
    'POST',
    'client/shop/oauth/start',
    {
      url: `${API_URL}/sandbox-store/${handle}`,
    },
  );
  const fields = Object.fromEntries(new URL(authorizationUrl).searchParams);
  const install = await fetch(`${API_URL}/sandbox-store/${handle}/admin/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...(scope === undefined ? {} : { scope }) }).toString(),
  });
  const callback = await fetch(install.headers.get('location') ?? '', { redirect: 'manual' });
  if (callback.status !== 302) throw new Error(`the store's callback answered ${callback.status}`);
}

/** The merchant's shop `handle`'s updatedScopes, as GET client/shops answers it. */
export async function updatedScopesOf(email: string, handle: string): Promise<number | undefined> {
  const { shops } = await api<{ shops: { name: string; updatedScopes: number }[] }>(
    issueToken(email),
    'GET',
    'client/shops',
  );
  return shops.find((shop) => shop.name === handle)?.updatedScopes;
}

/**
 * Grants again, with every scope Estiba asks for, the merchant's shops an earlier try of the spec left with fewer
 * (their names start with `prefix`): a retry then starts from one shop needing an update, its own.
 */
export async function regrantLeftoverShops(email: string, prefix: string): Promise<void> {
  const { shops } = await api<{ shops: { name: string; updatedScopes: number }[] }>(
    issueToken(email),
    'GET',
    'client/shops',
  );
  for (const shop of shops)
    if (shop.updatedScopes === 0 && shop.name.startsWith(prefix)) await connectSandboxStore(email, shop.name);
}
