import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { API_URL, DEMO_MERCHANT } from '../support/env';
import { signIn } from '../support/session';
import { settingsText as t } from '../support/settings';

// Issue 20's API tokens, end to end: the merchant creates a token on /api-token, copies its secret from the
// dialog that shows it once, calls the public API's /v1/orders with it (as their own system would, outside the
// browser), revokes it on the page, and the very next call is refused with a 401 problem. A token name of this
// run's own keeps other specs' rows apart.

test.setTimeout(90_000);

test('a merchant creates an API token, the public API accepts it, and after Revoke refuses it', async ({
  context,
  page,
  playwright,
}) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/api-token');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('settings.apiTokens.title') })).toBeVisible();
  await expect(main.getByRole('link', { name: t('settings.apiTokens.docs') })).toHaveAttribute(
    'href',
    `${API_URL}/documentation/v1/`,
  );
  await expectNoBlockingViolations(page);

  const name = `e2e ERP ${Date.now().toString(36)}`;
  await main.getByRole('textbox', { name: t('settings.apiTokens.create.name') }).fill(name);
  await main.getByRole('checkbox', { name: t('settings.apiTokens.scope.orders:read') }).check();
  await main.getByRole('button', { name: t('settings.apiTokens.create.submit') }).click();

  const dialog = page.getByRole('dialog', { name: t('settings.apiTokens.secret.title') });
  const field = dialog.getByRole('textbox', { name: t('settings.apiTokens.secret.label') });
  await expect(field).toHaveValue(/^estiba_live_[A-Za-z0-9_-]{43}$/);
  const secret = await field.inputValue();
  await expectNoBlockingViolations(page);
  await dialog.getByRole('button', { name: t('settings.apiTokens.secret.done') }).click();
  await expect(dialog).toBeHidden();

  const row = main
    .getByRole('table', { name: t('settings.apiTokens.list') })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(t('settings.apiTokens.never'));

  // The merchant's own system: no browser, no session, only the token.
  const system = await playwright.request.newContext({ baseURL: API_URL });
  try {
    const listed = await system.get('/v1/orders?limit=5', { headers: { authorization: `Bearer ${secret}` } });
    expect(listed.status()).toBe(200);
    const body = (await listed.json()) as { data: { id: string }[]; nextCursor: string | null };
    expect(body.data.length).toBeGreaterThan(0);
    const refused = await system.post('/v1/orders', {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `e2e-${name}` },
      data: {},
    });
    expect(refused.status()).toBe(403);

    // Last used shows once the page reads the list again.
    await page.reload();
    await expect(row).not.toContainText(t('settings.apiTokens.never'));

    await row.getByRole('button', { name: t('settings.apiTokens.revokeToken', { name }) }).click();
    const confirm = page.getByRole('dialog', { name: t('settings.apiTokens.confirm.title', { name }) });
    await expectNoBlockingViolations(page);
    // Wait for the server's answer, not for the button: while the confirm dialog closes, MUI marks the page
    // behind it aria-hidden, so the row's Revoke button is out of the accessibility tree (and 'hidden') before
    // the revoke has even been sent.
    const revoked = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/client\/api-tokens\/[^/]+\/revoke$/.test(response.url()),
    );
    await confirm.getByRole('button', { name: t('settings.apiTokens.revoke') }).click();
    expect((await revoked).status()).toBe(200);
    await expect(confirm).toBeHidden();
    await expect(
      row.getByRole('button', { name: t('settings.apiTokens.revokeToken', { name }) }),
    ).toHaveCount(0);

    const after = await system.get('/v1/orders?limit=5', { headers: { authorization: `Bearer ${secret}` } });
    expect(after.status()).toBe(401);
    expect(after.headers()['content-type']).toMatch(/^application\/problem\+json/);
    expect(await after.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  } finally {
    await system.dispose();
  }
});
