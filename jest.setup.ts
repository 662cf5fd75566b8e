import '@testing-library/jest-dom';
// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
