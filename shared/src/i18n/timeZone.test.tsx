import { act, render, screen } from '@testing-library/react';
import { FormattedDate, FormattedTime } from 'react-intl';
import { bus } from '../bus/bus';
import type { SessionUser } from '../session/types';
import { IntlRoot } from './IntlRoot';
import { displayTimeZone, formatDateTime, savedTimeZone, setSavedTimeZone } from './timeZone';

// 23:30 UTC on 1 March: still 1 March in Mexico City (17:30), already 2 March in Tokyo (08:30).
const INSTANT = '2026-03-01T23:30:00.000Z';

afterEach(() => {
  act(() => setSavedTimeZone(null));
  localStorage.clear();
});

const user = (timeZone: string | null) => ({ timeZone }) as unknown as SessionUser;

function Stamp() {
  return (
    <p>
      <FormattedDate value={INSTANT} day="numeric" month="long" />{' '}
      <FormattedTime value={INSTANT} hourCycle="h23" />
    </p>
  );
}

describe('the display time zone', () => {
  it("formats the client area's dates in the user's saved zone, and follows a change without a reload", () => {
    act(() => setSavedTimeZone('America/Mexico_City'));
    render(
      <IntlRoot>
        <Stamp />
      </IntlRoot>,
    );
    expect(screen.getByText('March 1 17:30')).toBeInTheDocument();
    act(() => setSavedTimeZone('Asia/Tokyo'));
    expect(screen.getByText('March 2 08:30')).toBeInTheDocument();
  });

  it("is the browser's when nothing is saved, or the saved zone is unknown here", () => {
    act(() => setSavedTimeZone('Mars/Olympus_Mons'));
    expect(savedTimeZone()).toBeNull();
    expect(displayTimeZone()).toBeUndefined();
    const browser = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long' }).format(
      new Date(INSTANT),
    );
    render(
      <IntlRoot>
        <p>
          <FormattedDate value={INSTANT} day="numeric" month="long" />
        </p>
      </IntlRoot>,
    );
    expect(screen.getByText(browser)).toBeInTheDocument();
  });

  it("follows the session's user on the bus: signed in with a zone, signed out", () => {
    act(() => bus.emit('session/changed', { user: user('Asia/Tokyo') }));
    expect(savedTimeZone()).toBe('Asia/Tokyo');
    act(() => bus.emit('session/changed', { user: user(null) }));
    expect(savedTimeZone()).toBeNull();
    act(() => bus.emit('session/changed', { user: user('America/Mexico_City') }));
    act(() => bus.emit('session/changed', { user: null }));
    expect(savedTimeZone()).toBeNull();
  });

  it('formats outside react-intl in the same zone (formatDateTime)', () => {
    act(() => setSavedTimeZone('Asia/Tokyo'));
    expect(
      formatDateTime(INSTANT, 'en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
    ).toBe('Mar 2, 2026, 08:30');
    // A zone the caller names wins (dates that are days, formatted in UTC).
    expect(formatDateTime(INSTANT, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Mar 1, 2026');
  });
});
