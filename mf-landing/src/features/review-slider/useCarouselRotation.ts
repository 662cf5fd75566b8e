import { useState, type FocusEvent } from 'react';
import { useMediaQuery } from '@mui/material';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor asked their system for less motion: no automatic rotation and no sliding animation. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
}

export interface CarouselRotation {
  /** The visitor's setting, shown by the play/pause button: rotate unless they prefer reduced motion. */
  playing: boolean;
  /** Whether the carousel moves now: playing, and neither pointed at nor holding focus. */
  rotating: boolean;
  reducedMotion: boolean;
  togglePlaying: () => void;
  /** Spread on the carousel's container so hover and focus pause it. */
  containerProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * When an auto-rotating carousel may move (WAI-ARIA carousel pattern and WCAG 2.2.2): it stops while the
 * pointer is over it or focus is inside it, the visitor can stop and start it, and it starts stopped when
 * they prefer reduced motion.
 */
export function useCarouselRotation(): CarouselRotation {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !reducedMotion;
  return {
    playing,
    rotating: playing && !hovered && !focused,
    reducedMotion,
    togglePlaying: () => {
      setChoice(!playing);
      // Pressing Start means start now, though the pointer and focus are on the button.
      if (!playing) {
        setHovered(false);
        setFocused(false);
      }
    },
    containerProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
