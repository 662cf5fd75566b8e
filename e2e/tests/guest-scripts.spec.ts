// What a visitor's public page downloads before it is interactive (issue 15): only what it shows. The
// size against the budget is `npm run bench`'s figure; this checks the pieces that must stay out.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { REMOTES } from '../support/env';

/** Texts that survive minification and mark code a guest's page must not download. */
const CLIENT_ONLY_CODE = {
  // socket.io-client's default path: the realtime connection is for signed-in people.
  realtime: '/socket.io',
  // react-router's data router (the shell routes with a BrowserRouter; only the remotes' unused
  // fallback copies of react-router-dom carry it).
  'data router': 'non-empty routes array',
  // MUI's Snackbar, which the notifications host loads with the first notice.
  snackbar: 'MuiSnackbar',
} as const;

/** Every script the page loads until the network is idle, with its body. */
async function scriptsOf(page: Page, path: string) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.url().startsWith('blob:')) return;
    scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
}

for (const path of ['/', '/prices']) {
  test(`a guest's ${path} loads no client-area remote, no realtime, router data layer or snackbar code`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(0);

    const clientAreaPorts = REMOTES.filter((r) => r.dir !== 'mf-landing').map((r) => String(r.port));
    expect(
      scripts.filter(({ url }) => clientAreaPorts.includes(new URL(url).port)).map((s) => s.url),
    ).toEqual([]);
    for (const [what, marker] of Object.entries(CLIENT_ONLY_CODE)) {
      const carriers = scripts.filter(({ body }) => body.includes(marker)).map(({ url }) => url);
      expect(carriers, `${what} code on ${path}`).toEqual([]);
    }
  });
}
