import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { COUNTDOWN_DEFAULT_DAYS, COUNTDOWN_TICK_MS } from '@estiba/shared';
import { messages } from '../../i18n/messages';
import { Countdown } from './Countdown';
import { countdownParts, defaultCountdownEnd } from './useCountdown';

const START = new Date('2030-03-01T12:00:00Z').getTime();
const DAY_MS = 86_400_000;

function renderCountdown(
  props: Partial<Parameters<typeof Countdown>[0]> = {},
  locale: 'en-US' | 'es-MX' = 'en-US',
) {
  return render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <Countdown label="Offer ends in" {...props} />
    </IntlProvider>,
  );
}

const timerText = () => screen.getByRole('timer', { name: 'Offer ends in' }).textContent;

describe('countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(DAY_MS * 2 + 3_600_000 * 5 + 60_000 * 7 + 9_500)).toEqual({
      days: 2,
      hours: 5,
      minutes: 7,
      seconds: 9,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ends 15 days ahead by default', () => {
    expect(COUNTDOWN_DEFAULT_DAYS).toBe(15);
    expect(defaultCountdownEnd(START)).toBe(START + 15 * DAY_MS);
    renderCountdown();
    expect(timerText()).toBe('15days00hours00minutes00seconds');
  });

  it('ticks every second', () => {
    renderCountdown({ endsAt: START + 90_000 });
    expect(timerText()).toBe('00days00hours01minute30seconds');
    act(() => jest.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(timerText()).toBe('00days00hours01minute29seconds');
    act(() => jest.advanceTimersByTime(COUNTDOWN_TICK_MS * 29));
    expect(timerText()).toBe('00days00hours01minute00seconds');
  });

  it('fires onComplete once at the end and stops ticking', () => {
    const onComplete = jest.fn();
    renderCountdown({ endsAt: new Date(START + 3 * COUNTDOWN_TICK_MS), onComplete });
    act(() => jest.advanceTimersByTime(2 * COUNTDOWN_TICK_MS));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(timerText()).toBe('00days00hours00minutes00seconds');
    act(() => jest.advanceTimersByTime(10 * COUNTDOWN_TICK_MS));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('completes at once when the end has already passed', () => {
    const onComplete = jest.fn();
    renderCountdown({ endsAt: START - 1, onComplete });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('names the units in Spanish', () => {
    renderCountdown({ endsAt: START + DAY_MS + 3_600_000 + 1_000 }, 'es-MX');
    expect(timerText()).toBe('01día01hora00minutos01segundo');
  });
});
