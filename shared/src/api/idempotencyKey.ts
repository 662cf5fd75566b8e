// Idempotency-Keys of creating requests: a random UUID per attempt (the API replays the first answer to a resend).
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One key per chosen file: a retry of the same file sends its key again, another file gets a new one. */
const fileKeys = new WeakMap<Blob, string>();

/** The Idempotency-Key of an upload of `file` (the API answers a resend with the first answer). */
export function idempotencyKeyFor(file: Blob): string {
  let key = fileKeys.get(file);
  if (!key) {
    key = newIdempotencyKey();
    fileKeys.set(file, key);
  }
  return key;
}
