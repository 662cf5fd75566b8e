// jsdom's getComputedStyle matches every rule of every style sheet against the element and each of its
// ancestors, through nwsapi, and drops what it computed at each change of the page. With the components'
// styles (about 600 rules once a Data Grid and a dialog are on the page) that is ~30 ms a call, and the
// Testing Library role queries (visibility of each candidate) and MUI's TextareaAutosize (at every key)
// make thousands of calls. Rules such as `.MuiInputBase-root:has(> .x ~ .y)` cost nwsapi a millisecond per
// element whatever the element is.
//
// A browser first looks whether the element has the classes of a selector's last compound (`.a .b.c` needs
// `b` and `c` on the element) and only then matches the rest. This does the same in front of the matcher
// jsdom uses for style rules (its own instance, not the one behind Element.matches or querySelector): a
// rule whose every alternative needs a class the element lacks cannot match, and is answered `false`
// without nwsapi. Anything it does not read for sure (escapes, quirks mode, an alternative without a
// class in its last compound) goes to nwsapi as before, so computed styles are the same
// (styleRuleFilter.test.tsx compares them over rendered screens).

type Matcher = (selectors: unknown, element: Element, callback?: unknown) => boolean;
interface Nwsapi {
  match: Matcher;
}
/** What this reads of jsdom's document: the style-rule matcher and the styles kept until a change. */
interface DocumentImpl {
  _nwsapiDontThrow?: Nwsapi;
  _styleCache?: object | null;
}

/** For each alternative of a selector list, the classes its last compound requires; null: not read. */
export function requiredClasses(selectors: string): string[][] | null {
  if (selectors.includes('\\')) return null;
  const alternatives: string[][] = [];
  let depth = 0; // inside (...) or [...]
  let quote = '';
  let classes: string[] = [];
  const endAlternative = () => {
    alternatives.push(classes);
    classes = [];
  };
  for (let i = 0; i < selectors.length; i += 1) {
    const c = selectors[i];
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '(' || c === '[') {
      depth += 1;
    } else if (c === ')' || c === ']') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth > 0) {
      continue;
    } else if (c === ',') {
      endAlternative();
    } else if (
      c === ' ' ||
      c === '\t' ||
      c === '\n' ||
      c === '\r' ||
      c === '\f' ||
      c === '>' ||
      c === '+' ||
      c === '~'
    ) {
      // A combinator (or the space around one): what came before is not the last compound. Trailing space
      // before a comma or the end does not end the compound.
      let j = i;
      while (j < selectors.length && /[\s>+~]/.test(selectors[j])) j += 1;
      if (j < selectors.length && selectors[j] !== ',') classes = [];
      i = j - 1;
    } else if (c === '.') {
      const name = /^-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*/.exec(selectors.slice(i + 1))?.[0];
      if (!name) return null;
      classes.push(name);
      i += name.length;
    }
  }
  if (depth !== 0 || quote) return null;
  endAlternative();
  return alternatives;
}

const parsed = new Map<string, string[][] | null>();
const classSets = new Map<string, Set<string>>();

function classesOf(element: Element): Set<string> {
  const attribute = element.getAttribute('class') ?? '';
  let set = classSets.get(attribute);
  if (!set) {
    // nwsapi tests /(^|\s)name(\s|$)/ on the attribute: the same separators.
    set = new Set(attribute.split(/\s+/).filter(Boolean));
    classSets.set(attribute, set);
  }
  return set;
}

/** False only when no alternative of `selectors` can match an element with `classes`. */
export function mayMatch(selectors: string, classes: Set<string>): boolean {
  let alternatives = parsed.get(selectors);
  if (alternatives === undefined) {
    alternatives = requiredClasses(selectors);
    parsed.set(selectors, alternatives);
  }
  if (!alternatives) return true;
  return alternatives.some((required) => required.every((name) => classes.has(name)));
}

let enabled = true;
let installed = false;
/** Whether the filter is in front of the test document's matcher (jest.setup.ts installs it). */
export const styleRuleFilterInstalled = () => installed;

/** Turns the filter off (and on again): for the test that compares computed styles with and without it. */
export function setStyleRuleFilter(on: boolean) {
  enabled = on;
}

/**
 * Puts the filter in front of the style-rule matcher of `document` (the test environment's). Does nothing
 * when jsdom's internals are not where this expects them: getComputedStyle stays as it was, only slower.
 */
export function installStyleRuleFilter(doc: Document = document): boolean {
  const impl = Object.getOwnPropertySymbols(doc)
    .filter((symbol) => symbol.description === 'impl')
    .map((symbol) => (doc as unknown as Record<symbol, DocumentImpl>)[symbol])[0];
  if (!impl || doc.compatMode !== 'CSS1Compat' || !doc.documentElement) return false;
  // jsdom makes its matcher at the first computed style.
  doc.defaultView?.getComputedStyle(doc.documentElement);
  const nwsapi = impl._nwsapiDontThrow;
  if (!nwsapi || typeof nwsapi.match !== 'function') return false;
  const match = nwsapi.match;
  // jsdom asks about one element's rules one after another, then keeps its style until the page changes
  // (a new _styleCache): the element's classes are read once for those questions.
  let last: { element: Element; cache: object; classes: Set<string> } | null = null;
  const classesNow = (element: Element) => {
    const cache = impl._styleCache;
    if (!cache) return classesOf(element);
    if (last?.element !== element || last.cache !== cache) {
      last = { element, cache, classes: classesOf(element) };
    }
    return last.classes;
  };
  nwsapi.match = (selectors, element, callback) =>
    enabled &&
    typeof selectors === 'string' &&
    element?.nodeType === 1 &&
    !mayMatch(selectors, classesNow(element))
      ? false
      : match(selectors, element, callback);
  installed = true;
  return true;
}
