// The documents service sends HTML; it is cleaned before it reaches the page, so a tampered or careless
// document cannot run script, load forms or restyle the site. Browsers with the HTML Sanitizer API
// (Element.setHTML: Chromium, Firefox) clean it natively; the others load DOMPurify for it, so most
// visitors of a legal page download no sanitiser at all (issue 15's initial-JS budget).

/** Elements dropped with what they hold: styling, form fields, and the non-HTML vocabularies. */
const REMOVED_ELEMENTS = ['style', 'input', 'svg', 'math'];
/** Elements dropped, keeping their text: a document's form or button cannot submit or act. */
const UNWRAPPED_ELEMENTS = ['form', 'button', 'select', 'textarea'];
/** Allowed beyond the Sanitizer API's safe default, as DOMPurify's HTML profile allows them. */
const IMAGE = { name: 'img', attributes: ['src', 'alt', 'width', 'height'] };

interface NativeSanitizer {
  allowElement(element: { name: string; attributes: string[] }): void;
  removeElement(name: string): void;
  replaceElementWithChildren(name: string): void;
  removeAttribute(name: string): void;
}
type SanitizerConstructor = new () => NativeSanitizer;
type SafeHtmlElement = HTMLElement & {
  setHTML(html: string, options: { sanitizer: NativeSanitizer }): void;
};

function nativeSanitizer(): SanitizerConstructor | null {
  const Sanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  return Sanitizer && 'setHTML' in Element.prototype ? Sanitizer : null;
}

/** The document cleaned by the browser's own sanitiser (always safe: no script, handler or script URL). */
function sanitizeNatively(html: string, Sanitizer: SanitizerConstructor): HTMLElement {
  const sanitizer = new Sanitizer();
  sanitizer.allowElement(IMAGE);
  for (const name of REMOVED_ELEMENTS) sanitizer.removeElement(name);
  for (const name of UNWRAPPED_ELEMENTS) sanitizer.replaceElementWithChildren(name);
  sanitizer.removeAttribute('style');
  // In a document of its own, as DOMPurify parses: nothing the document names (an image) is fetched
  // while it is cleaned. lib.dom does not declare setHTML yet; nativeSanitizer() checked it is there.
  const inert = document.implementation.createHTMLDocument('');
  const container = inert.createElement('div') as unknown as SafeHtmlElement;
  container.setHTML(html, { sanitizer });
  return container;
}

/** The document cleaned by DOMPurify, loaded only where the browser has no sanitiser of its own. */
async function sanitizeWithDomPurify(html: string): Promise<HTMLElement> {
  const { default: DOMPurify } = await import(/* webpackChunkName: "dompurify" */ 'dompurify');
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...REMOVED_ELEMENTS, ...UNWRAPPED_ELEMENTS],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container;
}

/**
 * Sanitised HTML of a document. Its own top-level headings become second-level ones, since the page's
 * title is the one h1.
 */
export async function sanitizeDocument(html: string): Promise<string> {
  const Sanitizer = nativeSanitizer();
  const container = Sanitizer ? sanitizeNatively(html, Sanitizer) : await sanitizeWithDomPurify(html);
  for (const heading of Array.from(container.querySelectorAll('h1'))) {
    const demoted = container.ownerDocument.createElement('h2');
    for (const attribute of Array.from(heading.attributes))
      demoted.setAttribute(attribute.name, attribute.value);
    demoted.append(...Array.from(heading.childNodes));
    heading.replaceWith(demoted);
  }
  return container.innerHTML;
}
