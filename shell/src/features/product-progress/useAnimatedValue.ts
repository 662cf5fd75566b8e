import { useEffect, useState } from 'react';

/** Each tick moves a tenth of the remaining distance (spec point 4: "smoothly in 10% steps"). */
export const ANIMATION_STEP = 0.1;
/** The animation stops when this close to the target. */
export const ANIMATION_TOLERANCE = 0.1;
export const ANIMATION_TICK_MS = 30;

/** Moves towards `target` in 10% steps and snaps to it once within 0.1. */
export function nextAnimatedValue(value: number, target: number): number {
  if (Math.abs(target - value) < ANIMATION_TOLERANCE) return target;
  return value + (target - value) * ANIMATION_STEP;
}

/** The value on its way to `target`, from `initial` (the target itself unless given). */
export function useAnimatedValue(target: number, initial: number = target): number {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (value === target) return undefined;
    const timer = setTimeout(
      () => setValue((current) => nextAnimatedValue(current, target)),
      ANIMATION_TICK_MS,
    );
    return () => clearTimeout(timer);
  }, [value, target]);
  return value;
}
