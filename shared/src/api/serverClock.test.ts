import { recordServerDate, resetServerClock, serverNow } from './serverClock';

const LOCAL = Date.UTC(2026, 10, 25, 12, 0, 0);

afterEach(resetServerClock);

describe('serverClock', () => {
  it("is the browser's clock until an answer says otherwise", () => {
    expect(serverNow(LOCAL)).toBe(LOCAL);
  });

  it("follows the API's Date header when the browser's clock is minutes off", () => {
    // The API says 12:03:00 when the browser thinks it is 12:00:00.
    recordServerDate(new Date(LOCAL + 180_000).toUTCString(), LOCAL);
    expect(serverNow(LOCAL + 10_000)).toBe(LOCAL + 190_000);
    recordServerDate(new Date(LOCAL - 90_000).toUTCString(), LOCAL);
    expect(serverNow(LOCAL)).toBe(LOCAL - 90_000);
  });

  it("ignores the header's rounding to whole seconds", () => {
    recordServerDate(new Date(LOCAL - 999).toUTCString(), LOCAL);
    expect(serverNow(LOCAL)).toBe(LOCAL);
  });

  it('ignores a missing or unreadable header', () => {
    recordServerDate(new Date(LOCAL + 180_000).toUTCString(), LOCAL);
    recordServerDate(undefined, LOCAL);
    recordServerDate('not a date', LOCAL);
    expect(serverNow(LOCAL)).toBe(LOCAL + 180_000);
  });
});
