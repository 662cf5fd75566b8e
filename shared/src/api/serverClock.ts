// The API's clock as the browser last saw it. Signed payloads are good for 60 s with 5 s of drift (issue 14), so
// a browser whose clock is off by more than that would be refused at sign-in; payloads are dated on the API's
// clock instead, learnt from the Date header of its answers (whole seconds, so within a second of it).

const MS_PER_SECOND = 1000;
/** Offsets within this are rounding of the Date header, not drift: they are ignored. */
const IGNORED_OFFSET_MS = 2 * MS_PER_SECOND;

let offsetMs = 0;

/** Records the API's `Date` header, received at `receivedAt` (ms of the browser's clock). */
export function recordServerDate(dateHeader: unknown, receivedAt = Date.now()): void {
  if (typeof dateHeader !== 'string') return;
  const serverTime = Date.parse(dateHeader);
  if (Number.isNaN(serverTime)) return;
  const offset = serverTime - receivedAt;
  offsetMs = Math.abs(offset) > IGNORED_OFFSET_MS ? offset : 0;
}

/** Now on the API's clock (the browser's own when no answer has told otherwise). */
export function serverNow(localNow = Date.now()): number {
  return localNow + offsetMs;
}

/** For tests: forget what was learnt. */
export function resetServerClock(): void {
  offsetMs = 0;
}
