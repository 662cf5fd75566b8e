import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_DEFAULT_DAYS, COUNTDOWN_TICK_MS } from '@estiba/shared';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits what is left (never below zero) into days, hours, minutes and whole seconds. */
export function countdownParts(remainingMs: number): CountdownParts {
  const left = Math.max(0, remainingMs);
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  };
}

/** The default end of a countdown: 15 days from `now` (spec point 9). */
export function defaultCountdownEnd(now = Date.now()): number {
  return now + COUNTDOWN_DEFAULT_DAYS * DAY_MS;
}

export interface UseCountdownOptions {
  /** When it ends (a date or epoch milliseconds); 15 days from the first render by default. */
  endsAt?: Date | number;
  /** Called once, when the end is reached (at once if it has already passed). */
  onComplete?: () => void;
}

/** Time left until `endsAt`, updated every second; stops ticking at the end. */
export function useCountdown({ endsAt, onComplete }: UseCountdownOptions = {}) {
  // The default end is fixed at the first render, so re-renders do not push it further away.
  const [defaultEnd] = useState(() => defaultCountdownEnd());
  const end = endsAt === undefined ? defaultEnd : typeof endsAt === 'number' ? endsAt : endsAt.getTime();
  const [now, setNow] = useState(() => Date.now());
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);

  const remainingMs = Math.max(0, end - now);
  const done = remainingMs === 0;

  useEffect(() => {
    if (done) {
      completeRef.current?.();
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [done]);

  return { remainingMs, done, ...countdownParts(remainingMs) };
}
