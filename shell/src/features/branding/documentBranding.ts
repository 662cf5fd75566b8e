import { DEFAULT_TITLE, type Brand } from './brand';

/** The `<link>` of the brand's theme stylesheet (index.html starts with the default one). */
export const BRAND_STYLESHEET_ID = 'brand-theme';

/** Page title and theme stylesheet of the brand (spec point 1). */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  doc.title = brand.isDefault ? DEFAULT_TITLE : brand.name;
  let link = doc.getElementById(BRAND_STYLESHEET_ID) as HTMLLinkElement | null;
  if (!link) {
    link = doc.createElement('link');
    link.id = BRAND_STYLESHEET_ID;
    link.rel = 'stylesheet';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== brand.stylesheetUrl) link.setAttribute('href', brand.stylesheetUrl);
}
