// Prerendered public pages (issue 3, performance): the first paint shows the page before any script has
// run, the live app takes over without anything moving, and only visitors the snapshot fits get it.
// Uses Playwright's own `test`: these tests look at the snapshot, which the other specs wait out.
import { expect, test } from '@playwright/test';
import { SHELL_URL, WHITE_LABEL_URL } from '../support/env';
import { landingText } from '../support/landing';

const PRICES_TITLE_ES = /Nuestros precios en \d+ países y \d+ almacenes/;
const HERO_EN = landingText('home', 'en-US', 'landing.home.hero.title');
const HERO_ES_ES = landingText('home', 'es-ES', 'landing.home.hero.title');

test('a first visit gets the page in its language in the HTML itself', async ({ request }) => {
  const response = await request.get(`${SHELL_URL}/prices`, {
    headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['vary']).toContain('Accept-Language');
  const html = await response.text();
  expect(html).toContain('<html lang="es-MX"');
  expect(html).toContain('<div id="prerendered" data-locale="es-MX">');
  expect(html).toMatch(PRICES_TITLE_ES);
  expect(html).not.toContain('__ESTIBA_');
});

test("the snapshot's class rules include other engines' rules that Chromium refuses", async ({ request }) => {
  // The snapshots are made in Chromium; emotion gives Firefox `::-moz-focus-inner` rules (buttons), and
  // once the live page adopts the snapshot's classes, only the snapshot can give them.
  const html = await (await request.get(`${SHELL_URL}/`)).text();
  const classRules = /<style id="prerendered-classes">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  expect(classRules).toMatch(/\.css-[\w-]+ ?\{/);
  expect(classRules).toMatch(/\.css-[\w-]+::-moz-focus-inner ?\{/);
});

test("a snapshot's first response carries only what its own markup uses", async ({ request }) => {
  // The snapshots are made one page after another in one running app: /faq, made late, must not carry the
  // classes of the pages before it, nor MUI's override hooks (MuiButton-root...) that no rule of it names.
  const html = await (await request.get(`${SHELL_URL}/faq`)).text();
  const classRules = /<style id="prerendered-classes">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  const markup = html.slice(html.indexOf('<div id="prerendered"'));
  const ruled = new Set([...classRules.matchAll(/\.(css-[\w-]+)/g)].map((match) => match[1]));
  expect(ruled.size).toBeGreaterThan(10);
  for (const name of ruled) expect(markup, `the rules style .${name}`).toMatch(new RegExp(`[" ]${name}[" ]`));
  const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
  const hooks = new Set(
    [...markup.matchAll(/class="[^"]*"/g)].flatMap((match) => match[0].match(/Mui[\w-]+/g) ?? []),
  );
  for (const hook of hooks) expect(styles, `a rule names .${hook}`).toContain(`.${hook}`);
});

test('without any script the visitor already reads the page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/prices');
  await expect(page.getByRole('heading', { level: 1, name: PRICES_TITLE_ES })).toBeVisible();
  await context.close();
});

test("the home page's sections below the first screen are rendered as they near it, in the snapshot too", async ({
  browser,
}) => {
  // On a phone the hero fills the first screen: styling and laying out the rest was most of the first render.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  const visibilityOf = (labelledBy: string) =>
    page
      .locator(`section[aria-labelledby="${labelledBy}"]`)
      .evaluate((section) => getComputedStyle(section).contentVisibility);
  expect(await visibilityOf('home-hero-title')).toBe('visible');
  for (const below of [
    'home-platforms-title',
    'home-how-title',
    'home-stories-title',
    'home-reviews-title',
  ]) {
    expect(await visibilityOf(below)).toBe('auto');
  }
  // Still in the document: found by role, and rendered once scrolled to.
  const contact = page.getByRole('region', {
    name: landingText('home', 'en-US', 'landing.home.contact.title'),
  });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toBeVisible();
  await context.close();
});

test('the live page takes over from the snapshot, with no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(1);

  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toHaveCount(1);
  // The live page works: its language button opens the menu.
  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();

  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.1);
});

test("the snapshot is painted before the shell's script and its start-up requests", async ({ page }) => {
  await page.addInitScript(() => {
    const marks: { paint?: number; script?: number } = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') marks.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    // The moment index.html adds the shell's main.js (it runs it only after the first paint).
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && /\/main\.js/.test(node.src) && marks.script === undefined)
            marks.script = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
  const { marks, startUp } = await page.evaluate(() => ({
    marks: (window as unknown as { __marks: { paint?: number; script?: number } }).__marks,
    // What the shell's start-up fetches: its code, the brands, the configuration, the remotes registry.
    startUp: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(main\.js|brands\.json|app-config\.json|remotes\.json)/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(marks.paint).toBeDefined();
  expect(marks.script).toBeDefined();
  expect(marks.script!).toBeGreaterThanOrEqual(marks.paint!);
  expect(startUp.map((entry) => new URL(entry.name).pathname).sort()).toEqual([
    '/app-config.json',
    '/brands.json',
    '/main.js',
    '/remotes.json',
  ]);
  for (const entry of startUp) expect(entry.startTime, entry.name).toBeGreaterThanOrEqual(marks.paint!);
});

test('without a snapshot the shell starts at once', async ({ page }) => {
  // The client area has no snapshot: nothing to paint first, so its script must not wait for a frame.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible({ timeout: 15_000 });
});

test('a page opened in a hidden tab starts without waiting for a frame', async ({ page }) => {
  await page.addInitScript(() => {
    // A background tab: hidden, and no frame callbacks ever run.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/');
  await expect(page.locator('#root main')).not.toBeEmpty({ timeout: 15_000 });
});

test('a browser that never reports the first paint still starts the shell', async ({ page }) => {
  await page.addInitScript(() => {
    // Paint timing announced but never delivered: index.html's wait has a limit (3 s).
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = SilentObserver;
  });
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
});

test('a visitor who chose another language never sees the snapshot', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es-ES'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HERO_ES_ES })).toBeVisible({ timeout: 15_000 });
});

test('a signed-in visitor never sees the public snapshot', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('access_token', 'any-token'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#prerendered')).toHaveCount(0);
});

test('a white-label host gets its own brand, not the product’s snapshot', async ({ request }) => {
  const html = await (
    await request.get(`${SHELL_URL}/`, { headers: { Host: new URL(WHITE_LABEL_URL).host } })
  ).text();
  expect(html).not.toContain('id="prerendered"');
});

test("a worker loads the browser's locale data while the shell downloads", async ({ page }) => {
  // The first use of Intl loads that data for the whole page process: done by a worker, the shell's
  // first render does not pay for it on the main thread.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
  expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1);
});

test('without workers the shell starts and formats numbers as before', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { Worker?: unknown }).Worker;
  });
  await page.goto('/prices');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
  // The calculator's total, formatted by Intl: '$0.00 USD' until a quantity is typed.
  await expect(
    page
      .locator('#root')
      .getByText(/^\S*0\.00 [A-Z]{3}$/)
      .first(),
  ).toBeVisible();
});

test("the live page adopts the snapshot's class rules rather than inserting them again", async ({ page }) => {
  await page.goto('/prices');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
  const styles = () =>
    page.evaluate(() => {
      const adopted = document.getElementById('prerendered-classes') as HTMLStyleElement | null;
      const namesIn = (rules: CSSRuleList | undefined, names: Set<string>): Set<string> => {
        for (const rule of Array.from(rules ?? [])) {
          for (const match of rule.cssText.matchAll(/\.css-([A-Za-z0-9_-]+)/g)) names.add(match[1]);
        }
        return names;
      };
      const adoptedNames = namesIn(adopted?.sheet?.cssRules, new Set());
      const styled = new Set(adoptedNames);
      let insertedAgain = 0;
      for (const sheet of Array.from(document.styleSheets)) {
        const owner = sheet.ownerNode as Element | null;
        // emotion's own sheets (key css), each marked `data-emotion="css"`.
        if (owner === adopted || owner?.getAttribute('data-emotion')?.split(' ')[0] !== 'css') continue;
        for (const name of namesIn(sheet.cssRules, new Set())) {
          styled.add(name);
          if (adoptedNames.has(name)) insertedAgain += 1;
        }
      }
      const used = new Set(
        Array.from(document.querySelectorAll('#root [class*="css-"]')).flatMap((element) =>
          Array.from(element.classList)
            .filter((name) => name.startsWith('css-'))
            .map((name) => name.slice(4)),
        ),
      );
      return {
        // Left where the page put it, unmarked: emotion moves (and so parses again) what it marks.
        inHead: adopted?.parentElement === document.head,
        markedForEmotion: adopted?.hasAttribute('data-emotion') ?? true,
        adopted: adoptedNames.size,
        insertedAgain,
        // Classes the live page uses must have their rules, adopted or inserted (some classes never have
        // any: emotion's styles for them compile to nothing).
        lostStyle: [...used].filter((name) => adoptedNames.has(name) && !styled.has(name)),
      };
    });
  const onArrival = await styles();
  expect(onArrival).toMatchObject({ inHead: true, markedForEmotion: false, insertedAgain: 0, lostStyle: [] });
  expect(onArrival.adopted).toBeGreaterThan(50);

  // Another page inside the app: its own classes are inserted as usual, and nothing loses its style.
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const afterNavigation = await styles();
  expect(afterNavigation).toMatchObject({ insertedAgain: 0, lostStyle: [] });
  // The snapshot's rules stay: the live page's classes still rely on them.
  expect(afterNavigation.adopted).toBe(onArrival.adopted);
});
