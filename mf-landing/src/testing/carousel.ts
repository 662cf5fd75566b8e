// What the carousel tests (review slider, logos slider) need around them: fake timers, and a stand-in
// for window.matchMedia, which jsdom lacks, to play a reader with or without reduced motion.
import { act } from '@testing-library/react';
import { REDUCED_MOTION_QUERY } from '../features/review-slider';

/** Answers every media query as a reader who does, or does not, ask for reduced motion. */
export function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes(REDUCED_MOTION_QUERY),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** For every test of the calling file: fake timers, and a reader who lets things move. */
export function withCarouselTimers() {
  beforeEach(() => {
    jest.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).matchMedia;
  });
}

/** Lets `ms` pass `step` at a time, so each re-render can schedule the next timer as in a browser. */
export function advanceInSteps(ms: number, step: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => jest.advanceTimersByTime(Math.min(step, ms - elapsed)));
  }
}
