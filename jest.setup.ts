import '@testing-library/jest-dom';
// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads.
import { TextDecoder, TextEncoder } from 'node:util';
import { installStyleRuleFilter } from './shared/src/testing/styleRuleFilter';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Style rules are matched as a browser does, class first (see the module): the same computed styles, about
// three times faster. STYLE_RULE_FILTER=off runs the tests without it, to compare.
if (typeof document !== 'undefined' && process.env.STYLE_RULE_FILTER !== 'off') installStyleRuleFilter();
