// Every public route of spec point 2 with what a reader must find on it once it has loaded, in the
// page's language. The route specs, the guest-only spec and the accessibility spec share this table, so
// a new public page is one entry here.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  carrierCountries,
  carriersOf,
  countryName,
  ecommercePlatforms,
  firstHeading,
  landingText,
  languageCountry,
  legalDocumentHtml,
  warehousePrices,
  type Language,
} from './landing';

export interface RouteCheck {
  page: Page;
  language: Language;
  request: APIRequestContext;
}

export interface PublicRoute {
  path: string;
  /** Waits until the page shows its real content in the language, and checks it. */
  expectContent: (check: RouteCheck) => Promise<void>;
}

// Within the page's main content: the landing footer repeats some words (e.g. its success-stories column).
const h1 = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
const h2 = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

/** The countries /prices lists (Colombia is left out) and how many warehouses they hold. */
export const PRICES_EXCLUDED_COUNTRY = 'CO';

async function expectLegalDocument(page: Page, request: APIRequestContext, language: Language, name: string) {
  await expect(h1(page, landingText('legal', language, `landing.legal.document.${name}`))).toBeVisible();
  // The document's own first heading, as the API serves it in this language and country.
  const heading = firstHeading(await legalDocumentHtml(request, name, language));
  await expect(page.getByRole('article').getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

const STORIES = [
  {
    path: '/success-stories-acapella',
    key: 'acapella',
    name: 'Acapella',
    figures: ['+800', '-30%'],
    video: false,
  },
  {
    path: '/success-stories-be-shine',
    key: 'beShine',
    name: 'Be Shine',
    figures: ['+300', '99%'],
    video: true,
  },
  {
    path: '/success-stories-el-menu-de-mi-casa',
    key: 'elMenuDeMiCasa',
    name: 'El Menú de mi Casa',
    figures: ['99.2%', '+500'],
    video: true,
  },
] as const;

const storyRoutes: PublicRoute[] = STORIES.map((story) => ({
  path: story.path,
  expectContent: async ({ page, language }) => {
    const text = (id: string, values?: Record<string, string>) =>
      landingText('success-stories', language, id, values);
    await expect(h1(page, text(`landing.successStories.${story.key}.hero.title`))).toBeVisible();
    // Benefit figures as spec point 2 states them.
    for (const figure of story.figures) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(h2(page, text('landing.successStories.whoIs.title', { name: story.name }))).toBeVisible();
    await expect(h2(page, text('landing.successStories.challenge.title'))).toBeVisible();
    await expect(h2(page, text('landing.successStories.helped.title'))).toBeVisible();
    await expect(h2(page, text('landing.successStories.realTime.title'))).toBeVisible();
    const banner = page.getByRole('region', {
      name: text('landing.successStories.banner.title', { name: story.name }),
    });
    await expect(
      banner.getByRole('link', { name: text('landing.successStories.banner.button') }),
    ).toHaveAttribute('href', '/contact');
    // The last two stories show their video to Spanish readers and the hero image to everyone else.
    const video = page.getByTitle(text('landing.successStories.video.title', { name: story.name }));
    const heroImage = page.getByRole('img', {
      name: text(`landing.successStories.${story.key}.heroImageAlt`),
    });
    if (story.video && language.startsWith('es')) {
      await expect(video).toBeVisible();
      await expect(heroImage).toHaveCount(0);
    } else {
      await expect(heroImage).toBeVisible();
      await expect(video).toHaveCount(0);
    }
  },
}));

export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    expectContent: async ({ page, language }) => {
      await expect(h1(page, landingText('home', language, 'landing.home.hero.title'))).toBeVisible();
      await expect(h2(page, landingText('home', language, 'landing.home.stats.title'))).toBeVisible();
      await expect(h2(page, landingText('home', language, 'landing.home.stories.title'))).toBeVisible();
      for (const story of STORIES) {
        await expect(page.locator(`main a[href="${story.path}"]`).first()).toBeVisible();
      }
    },
  },
  {
    path: '/prices',
    expectContent: async ({ page, language, request }) => {
      const listed = (await warehousePrices(request, language)).filter(
        (warehouse) => warehouse.country !== PRICES_EXCLUDED_COUNTRY,
      );
      const countries = new Set(listed.map((warehouse) => warehouse.country)).size;
      await expect(
        h1(
          page,
          landingText('prices', language, 'landing.prices.hero.title', {
            countries,
            warehouses: listed.length,
          }),
        ),
      ).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(listed.length);
      await expect(
        page.getByRole('tab', { name: landingText('prices', language, 'landing.prices.tabs.reception') }),
      ).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    path: '/ecommerces',
    expectContent: async ({ page, language, request }) => {
      await expect(
        h1(page, landingText('ecommerces', language, 'landing.ecommerces.hero.title', { count: 30 })),
      ).toBeVisible();
      const platforms = await ecommercePlatforms(request, language);
      const list = page.getByRole('list', {
        name: landingText('ecommerces', language, 'landing.ecommerces.list.title'),
      });
      await expect(list.getByRole('listitem')).toHaveCount(platforms.length);
      for (const platform of [platforms[0], platforms[platforms.length - 1]]) {
        await expect(
          list.getByRole('img', {
            name: landingText('ecommerces', language, 'landing.ecommerces.logoAlt', { name: platform.name }),
          }),
        ).toHaveAttribute('src', platform.image);
        await expect(list.getByText(platform.name, { exact: true })).toBeVisible();
      }
    },
  },
  {
    path: '/carriers',
    expectContent: async ({ page, language, request }) => {
      await expect(
        h1(page, landingText('carriers', language, 'landing.carriers.hero.title', { count: 100 })),
      ).toBeVisible();
      const country = languageCountry(language);
      await expect(page.getByRole('tab', { name: countryName(country, language) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const counts = await carrierCountries(request, language);
      await expect(page.getByRole('tab')).toHaveCount(Object.keys(counts).length);
      const carriers = await carriersOf(request, country, language);
      await expect(page.getByRole('article')).toHaveCount(carriers.length);
      await expect(page.getByRole('article').first().getByText(carriers[0].description)).toBeVisible();
    },
  },
  {
    path: '/contact',
    expectContent: async ({ page, language }) => {
      const text = (id: string) => landingText('contact', language, id);
      await expect(h1(page, text('landing.contact.title'))).toBeVisible();
      await expect(h2(page, text('landing.contact.channels.title'))).toBeVisible();
      // The e-mail and phone of the reader's language, and a chat link built from that phone.
      const email = page.locator('main a[href^="mailto:"]').first();
      await expect(email).toHaveAttribute('href', `mailto:${(await email.textContent())?.trim()}`);
      const phone = page.locator('main a[href^="tel:"]').first();
      const digits = ((await phone.textContent()) ?? '').replace(/\D/g, '');
      expect(digits.length).toBeGreaterThan(6);
      await expect(
        page.getByRole('link', { name: text('landing.contact.channels.chatLink') }),
      ).toHaveAttribute('href', `https://wa.me/${digits}`);
      const scheduler = page.getByTitle(
        landingText('meeting-scheduler', language, 'landing.meetingScheduler.title'),
      );
      await expect(scheduler).toBeVisible();
      // en-US books the fixed discovery meeting; other languages a calendar addressed by the language.
      await expect(scheduler).toHaveAttribute('src', /^https:\/\//);
      if (language === 'en-US') await expect(scheduler).not.toHaveAttribute('src', /\/[a-z]{2}-[a-z]{2}$/i);
      else await expect(scheduler).toHaveAttribute('src', new RegExp(`/${language}$`, 'i'));
    },
  },
  {
    path: '/services',
    expectContent: async ({ page, language }) => {
      const text = (id: string) => landingText('services', language, id);
      await expect(h1(page, text('landing.services.hero.title'))).toBeVisible();
      for (const tick of ['packing', 'realTime', 'warehouses', 'carriers']) {
        await expect(
          page.getByText(text(`landing.services.hero.tick.${tick}`), { exact: true }),
        ).toBeVisible();
      }
      const menu = page.getByRole('navigation', { name: text('landing.services.menu.label') });
      const sections = [
        ['inventory', 'receiving'],
        ['storage', 'storage'],
        ['order', 'order'],
        ['shipping', 'shipping'],
        ['returning', 'returning'],
      ] as const;
      for (const [anchor, key] of sections) {
        await expect(menu.getByRole('link', { name: text(`landing.services.${key}.menu`) })).toHaveAttribute(
          'href',
          `#${anchor}`,
        );
        await expect(page.locator(`section#${anchor}`).getByRole('heading', { level: 2 })).toHaveText(
          text(`landing.services.${key}.title`),
        );
      }
    },
  },
  ...storyRoutes,
  {
    path: '/faq',
    expectContent: async ({ page, language }) => {
      await expect(h1(page, landingText('faq', language, 'landing.faq.hero.title'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: landingText('faq', language, 'landing.faq.platform.question') }),
      ).toBeVisible();
      await expect(page.locator('[aria-controls^="faq-"][aria-expanded]')).toHaveCount(13);
    },
  },
  {
    path: '/legal?n=shipping_policy_fulfillment',
    expectContent: ({ page, request, language }) =>
      expectLegalDocument(page, request, language, 'shipping_policy_fulfillment'),
  },
  {
    path: '/terms-and-conditions',
    expectContent: ({ page, request, language }) =>
      expectLegalDocument(page, request, language, 'terms_and_conditions_generals_fulfillment'),
  },
  {
    path: '/privacy-policies',
    expectContent: async ({ page, language }) => {
      await expect(
        h1(page, landingText('privacy-policies', language, 'landing.privacyPolicies.title')),
      ).toBeVisible();
      await expect(
        page.getByText(landingText('privacy-policies', language, 'landing.privacyPolicies.note')),
      ).toBeVisible();
      // The notice itself is Spanish in every language (Mexican law), sections I to XI.
      const notice = page.getByRole('article').locator('[lang="es-MX"]');
      await expect(notice.getByRole('heading', { level: 2 })).toHaveCount(11);
      await expect(notice.getByRole('heading', { level: 2 }).first()).toHaveText(/^I\. /);
      await expect(notice.getByRole('heading', { level: 2 }).last()).toHaveText(/^XI\. /);
    },
  },
  {
    path: '/help-fulfillment',
    expectContent: ({ page, request, language }) =>
      expectLegalDocument(page, request, language, 'help_center_fulfillment'),
  },
  {
    path: '/fulfillment-for-ecommerces',
    expectContent: async ({ page, language }) => {
      const text = (id: string) => landingText('fulfillment-for-ecommerces', language, id);
      await expect(h1(page, text('landing.fulfillmentForEcommerces.hero.title'))).toBeVisible();
      for (const card of ['receiving', 'storage', 'picking', 'shipping']) {
        await expect(
          page.getByRole('heading', {
            level: 3,
            name: text(`landing.fulfillmentForEcommerces.logistics.${card}.title`),
            exact: true,
          }),
        ).toBeVisible();
      }
      await expect(h2(page, text('landing.fulfillmentForEcommerces.testimonials.title'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: text('landing.fulfillmentForEcommerces.start.button') }),
      ).toBeVisible();
    },
  },
];
