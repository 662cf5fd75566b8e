import { idempotencyKeyFor, newIdempotencyKey } from './idempotencyKey';

describe('Idempotency-Keys', () => {
  it('are random version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keep one key per chosen file: a retry of the same file resends it, another file gets its own', () => {
    const file = new Blob(['sku,name\n'], { type: 'text/csv' });
    const sameContentOtherChoice = new Blob(['sku,name\n'], { type: 'text/csv' });
    expect(idempotencyKeyFor(file)).toBe(idempotencyKeyFor(file));
    expect(idempotencyKeyFor(sameContentOtherChoice)).not.toBe(idempotencyKeyFor(file));
  });
});
