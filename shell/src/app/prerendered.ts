// Public pages arrive prerendered: the build (e2e/system/prerender.mjs) keeps a snapshot of each public
// page per language, and the shell's server puts it in `#prerendered` beside the empty `#root`. The
// visitor sees the page at the first paint; the live app renders hidden over it and takes its place
// once its screen has settled (no loader left), so the swap shows nothing moving.

import createCache, { type EmotionCache } from '@emotion/cache';

export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_CSS_ID = 'prerendered-css';
/** The snapshot's class rules (emotion's main cache), which the live app adopts: they stay after the swap. */
export const PRERENDERED_CLASSES_ID = 'prerendered-classes';
/** The key of emotion's main cache, the one MUI's components insert their classes with. */
const EMOTION_KEY = 'css';
const CLASS_SELECTOR = new RegExp(`^\\s*\\.${EMOTION_KEY}-([A-Za-z0-9_-]+)`);
/** Past this the live app is shown whatever it looks like: a snapshot must never hide a working page. */
export const TAKEOVER_TIMEOUT_MS = 10_000;

/** The live screen is ready to be seen: a main region with content and nothing still loading. */
export function hasSettled(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  if (!main || main.childElementCount === 0) return false;
  return !root.querySelector('[role="progressbar"], [aria-busy="true"]');
}

const HIDDEN_STYLE: Partial<Record<'visibility' | 'position' | 'top' | 'left' | 'right', string>> = {
  // Laid out (components may measure themselves) but not painted, and out of the snapshot's way.
  visibility: 'hidden',
  position: 'absolute',
  top: '0',
  left: '0',
  right: '0',
};

/** Names of the classes the rules are written for: the class that leads each selector, in nested rules too. */
function classNames(rules: CSSRuleList, names: Set<string>): Set<string> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      for (const selector of rule.selectorText.split(',')) {
        const name = CLASS_SELECTOR.exec(selector)?.[1];
        if (name) names.add(name);
      }
    }
    if ('cssRules' in rule) classNames((rule as CSSGroupingRule).cssRules, names);
  }
  return names;
}

/**
 * The live page's emotion cache (its main one, key `css`, which MUI's components insert their classes
 * with), holding the snapshot's class rules as inserted: the live page's first commit then neither
 * compiles nor inserts them again (most of its time on a public page). The names are read here rather than
 * sent in the page, which must stay small for its first round trip. The element is left as it is: marked
 * as emotion marks server-rendered styles, emotion would move it within <head> as its cache is made and
 * again as it adopts it, and a moved style element has its rules parsed again (~35 ms of a phone's
 * start-up task each time: Lighthouse's total blocking time, issue 15).
 */
export function createPageStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const style = doc.getElementById(PRERENDERED_CLASSES_ID);
  if (style instanceof HTMLStyleElement && style.sheet) {
    for (const name of classNames(style.sheet.cssRules, new Set())) cache.inserted[name] = true;
  }
  return cache;
}

export interface Takeover {
  /** Shows the live app now (used on timeout, and by tests). */
  reveal: () => void;
}

/**
 * When the page holds a snapshot, keeps `root` hidden until its content settles, then removes the
 * snapshot and shows the live app in the same frame. Without a snapshot it does nothing.
 */
export function takeOverPrerendered(
  root: HTMLElement,
  { timeoutMs = TAKEOVER_TIMEOUT_MS, doc = document }: { timeoutMs?: number; doc?: Document } = {},
): Takeover | null {
  const snapshot = doc.getElementById(PRERENDERED_ID);
  if (!snapshot) return null;
  Object.assign(root.style, HIDDEN_STYLE);
  root.setAttribute('aria-hidden', 'true');

  let done = false;
  let frame = 0;
  const observer = new MutationObserver(() => scheduleCheck());
  const timer = setTimeout(() => reveal(), timeoutMs);

  function reveal() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    snapshot?.remove();
    doc.getElementById(PRERENDERED_CSS_ID)?.remove();
    for (const property of Object.keys(HIDDEN_STYLE)) root.style.removeProperty(property);
    root.removeAttribute('aria-hidden');
  }

  function scheduleCheck() {
    cancelAnimationFrame(frame);
    // Two frames: the layout of the last change is done (media queries, measured sliders) before the swap.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (hasSettled(root)) reveal();
      });
    });
  }

  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'aria-busy'],
  });
  return { reveal };
}
