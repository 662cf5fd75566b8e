// jsdom's window has no structuredClone (Node's global is not carried over); the charts' store clones its state
// with it. Node's own serializer is the same algorithm, so the sparkline renders in the tests as in a browser.
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}
