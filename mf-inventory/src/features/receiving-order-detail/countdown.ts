// The receiving deadline's countdown (spec point 4: the countdown ticks every 1 s), as pure arithmetic.

export interface Remaining {
  hours: number;
  minutes: number;
  seconds: number;
  /** The deadline has passed. */
  over: boolean;
}

const SECOND_MS = 1000;

/** Whole hours, minutes and seconds from `now` to `deadline` (hours not folded into days: deadlines are 48 h). */
export function remainingUntil(deadline: string | Date, now: number): Remaining {
  const end = typeof deadline === 'string' ? Date.parse(deadline) : deadline.getTime();
  const left = Math.max(0, Math.floor((end - now) / SECOND_MS));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}
