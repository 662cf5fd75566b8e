import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads.
import { TextDecoder, TextEncoder } from 'node:util';
import { installStyleRuleFilter } from './shared/src/testing/styleRuleFilter';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Style rules are matched as a browser does, class first (see the module): the same computed styles, about
// three times faster. STYLE_RULE_FILTER=off runs the tests without it, to compare.
if (typeof document !== 'undefined' && process.env.STYLE_RULE_FILTER !== 'off') installStyleRuleFilter();

// findBy* and waitFor give up after 1 s by default. With two workers on CI's two cores, a screen that
// signs a request with Web Crypto and then navigates took longer (ResetPasswordPage's redirect, in a whole
// .ci/run on 2026-11-26), so a passing test failed. Under Jest's 5 s test timeout, a thing that never
// comes still fails, by its query.
configure({ asyncUtilTimeout: 4_000 });
