import { useEffect, useRef } from 'react';

/**
 * Calls `advance` once `delayMs` after the carousel last moved, while `running`. `position` is what the
 * carousel shows now: any move (by the timer or by the visitor) restarts the wait, so a slide chosen by
 * hand gets its full time on screen.
 */
export function useAutoplay(advance: () => void, delayMs: number, running: boolean, position: number): void {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [running, delayMs, position]);
}
