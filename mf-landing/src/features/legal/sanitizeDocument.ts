// The documents service sends HTML; it is cleaned before it reaches the page, so a tampered or careless
// document cannot run script, load forms or restyle the site.
import DOMPurify from 'dompurify';

const PURIFY_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['style'],
};

/**
 * Sanitised HTML of a document. Its own top-level headings become second-level ones, since the page's
 * title is the one h1.
 */
export function sanitizeDocument(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...PURIFY_OPTIONS, RETURN_DOM_FRAGMENT: true });
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const demoted = fragment.ownerDocument.createElement('h2');
    for (const attribute of Array.from(heading.attributes))
      demoted.setAttribute(attribute.name, attribute.value);
    demoted.append(...Array.from(heading.childNodes));
    heading.replaceWith(demoted);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
