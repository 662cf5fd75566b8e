import { expect, test } from '../support/test';
import { TEXT, catalogueText, landingNav, sidebarMenu } from '../support/fixtures';

const HERO = catalogueText('mf-landing/src/features/home/messages/en-US.json', 'landing.home.hero.title');

test('the public home loads with the landing remote inside the landing layout', async ({ page }) => {
  await page.goto('/');

  // The content comes from mf-landing, loaded at run time through the registry.
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page).toHaveTitle(TEXT.title);

  // Landing header and footer; none of the client area's frame.
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(landingNav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(sidebarMenu(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: TEXT.dashboard })).toHaveCount(0);
});

test('the remote registry is served by the shell and lists every remote', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  const registry = (await response.json()) as { remotes: { name: string; entry: string }[] };
  expect(registry.remotes.map((r) => r.name).sort()).toEqual(
    ['mf_auth', 'mf_billing', 'mf_inventory', 'mf_landing', 'mf_orders', 'mf_settings'].sort(),
  );
  for (const remote of registry.remotes) {
    const manifest = await request.get(remote.entry);
    expect(manifest.ok(), `${remote.name} manifest at ${remote.entry}`).toBe(true);
  }
});
