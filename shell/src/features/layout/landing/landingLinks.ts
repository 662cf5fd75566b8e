/** The public pages the landing header links to, in menu order (spec point 2). */
export const LANDING_HEADER_LINKS = [
  { to: '/prices', labelId: 'chrome.landing.nav.prices' },
  { to: '/carriers', labelId: 'chrome.landing.nav.carriers' },
  { to: '/services', labelId: 'chrome.landing.nav.services' },
  { to: '/ecommerces', labelId: 'chrome.landing.nav.ecommerces' },
  { to: '/contact', labelId: 'chrome.landing.nav.contact' },
  { to: '/faq', labelId: 'chrome.landing.nav.faq' },
] as const;

export interface FooterColumn {
  titleId: string;
  links: { to: string; labelId: string }[];
}

/** The landing footer's link columns. */
export const LANDING_FOOTER_COLUMNS: FooterColumn[] = [
  {
    titleId: 'chrome.landing.footer.company',
    links: [
      { to: '/services', labelId: 'chrome.landing.nav.services' },
      { to: '/prices', labelId: 'chrome.landing.nav.prices' },
      { to: '/carriers', labelId: 'chrome.landing.nav.carriers' },
      { to: '/ecommerces', labelId: 'chrome.landing.nav.ecommerces' },
      { to: '/contact', labelId: 'chrome.landing.nav.contact' },
    ],
  },
  {
    titleId: 'chrome.landing.footer.successStories',
    links: [
      { to: '/success-stories-acapella', labelId: 'chrome.landing.footer.story.acapella' },
      { to: '/success-stories-be-shine', labelId: 'chrome.landing.footer.story.beShine' },
      { to: '/success-stories-el-menu-de-mi-casa', labelId: 'chrome.landing.footer.story.elMenuDeMiCasa' },
    ],
  },
  {
    titleId: 'chrome.landing.footer.help',
    links: [
      { to: '/faq', labelId: 'chrome.landing.nav.faq' },
      { to: '/help-fulfillment', labelId: 'chrome.landing.footer.helpFulfillment' },
      { to: '/fulfillment-for-ecommerces', labelId: 'chrome.landing.footer.fulfillmentForEcommerces' },
    ],
  },
  {
    titleId: 'chrome.landing.footer.legal',
    links: [
      { to: '/terms-and-conditions', labelId: 'chrome.landing.footer.terms' },
      { to: '/privacy-policies', labelId: 'chrome.landing.footer.privacy' },
    ],
  },
];
