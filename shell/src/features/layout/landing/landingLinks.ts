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
  /** The column also lists the legal documents of the visitor's country (GET legal-documents). */
  withLegalDocuments?: boolean;
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
    withLegalDocuments: true,
    links: [
      { to: '/terms-and-conditions', labelId: 'chrome.landing.footer.terms' },
      { to: '/privacy-policies', labelId: 'chrome.landing.footer.privacy' },
    ],
  },
];

/**
 * Legal documents that have a page of their own, already linked above; the footer does not list them a
 * second time as /legal?n={name}.
 */
export const LEGAL_DOCUMENTS_WITH_OWN_PAGE: Readonly<Record<string, string>> = {
  terms_and_conditions_generals_fulfillment: '/terms-and-conditions',
  help_center_fulfillment: '/help-fulfillment',
};

/** Titles of the other legal documents the API knows; a name not listed here is shown humanised. */
export const LEGAL_DOCUMENT_TITLE_IDS: Readonly<Record<string, string>> = {
  privacy_notice_fulfillment: 'chrome.landing.legalDocument.privacyNotice',
  shipping_policy_fulfillment: 'chrome.landing.legalDocument.shippingPolicy',
  returns_policy_fulfillment: 'chrome.landing.legalDocument.returnsPolicy',
  storage_agreement_fulfillment: 'chrome.landing.legalDocument.storageAgreement',
  cookies_policy_fulfillment: 'chrome.landing.legalDocument.cookiesPolicy',
};

/** The page that shows a legal document (spec point 2: /legal?n={document name}). */
export const legalDocumentPath = (name: string) => `/legal?n=${encodeURIComponent(name)}`;

/** 'returns_policy_fulfillment' -> 'Returns policy': a readable title for a document with no translation. */
export function humaniseDocumentName(name: string): string {
  const words = name
    .replace(/_fulfillment$/, '')
    .split('_')
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
