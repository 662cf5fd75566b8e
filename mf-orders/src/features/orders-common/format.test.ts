import { setSavedTimeZone } from '@estiba/shared';
import { formatInstant } from './format';

afterEach(() => setSavedTimeZone(null));

describe("an order's instant", () => {
  it("is written in the user's saved time zone, whatever the browser's (issue 19)", () => {
    setSavedTimeZone('Asia/Tokyo');
    expect(formatInstant('2026-03-01T23:30:00.000Z', 'en-US')).toBe('Mar 2, 2026, 8:30 AM');
    setSavedTimeZone('America/Mexico_City');
    expect(formatInstant('2026-03-01T23:30:00.000Z', 'en-US')).toBe('Mar 1, 2026, 5:30 PM');
  });

  it("is the browser's without a saved zone, and empty without an instant", () => {
    const browser = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-03-01T23:30:00.000Z'),
    );
    expect(formatInstant('2026-03-01T23:30:00.000Z', 'es-MX')).toBe(browser);
    expect(formatInstant(null, 'es-MX')).toBe('');
  });
});
