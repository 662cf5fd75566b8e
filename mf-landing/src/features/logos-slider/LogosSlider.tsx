import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton } from '@mui/material';
import { useIntl } from 'react-intl';
import { LAYOUT, LOGOS_SLIDER_SPEED_MS } from '@estiba/shared';
import { LazyImage } from '../../components/LazyImage';
import { useAutoplay, useCarouselRotation } from '../review-slider';

export interface SliderLogo {
  /** The brand's name: the logo's text alternative and its key. */
  name: string;
  /** URL of the logo image. */
  src: string;
}

export interface LogosSliderProps {
  logos: readonly SliderLogo[];
  /** Id of the heading that names the carousel. */
  labelledBy: string;
  /** Time the row takes to move on by one logo (spec point 9: 1 s). */
  speedMs?: number;
}

/** Width of one logo's cell, and the box a logo is fitted into (its image keeps its own ratio). */
export const LOGO_CELL_WIDTH = 160;
export const LOGO_BOX = { width: 128, height: 48 } as const;
/** Height of the row, kept the same before and after the logos arrive. */
export const LOGOS_ROW_HEIGHT = LOGO_BOX.height + 32;

/** Logos repeated after the list, so the widest row never shows a gap when the list wraps around. */
const TAIL_LENGTH = Math.ceil(LAYOUT.contentMaxWidthWide / LOGO_CELL_WIDTH);
/** Cells past the row's right edge whose logo is fetched ahead: two seconds of movement. */
export const LOGOS_LOADED_AHEAD = 2;

/**
 * How many cells of the row hold a logo image: those in view and the next few, never fewer than before.
 * A logo is an image document of its own to the browser: fetching thirty of them for the two or three a
 * phone shows costs its main thread more than the rest of the page's pictures.
 */
export function logosToLoad(offset: number, visibleCells: number, loadedBefore: number): number {
  return Math.max(loadedBefore, offset + visibleCells + LOGOS_LOADED_AHEAD);
}

/**
 * Whole or partly shown cells in the row's box, following its size. The width comes from a resize
 * observer, which the browser calls after its own layout: reading it while the page commits would force
 * a layout of the whole page inside that task.
 */
function useVisibleCells(rowRef: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(row.clientWidth);
      return;
    }
    const observer = new ResizeObserver(() => setWidth(row.clientWidth));
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef]);
  return Math.ceil(width / LOGO_CELL_WIDTH);
}

interface Position {
  /** Logos scrolled past; equals the list length when the repeated tail fills the row. */
  offset: number;
  /** True for the one frame in which the row jumps back to the start without animating. */
  wrapping: boolean;
}

/**
 * A row of brand logos moving on by one every second, endlessly (the repeated tail makes the jump back to
 * the start invisible). The same carousel rules as the review slider: a stop/start button, stopped on
 * hover and focus, still for visitors who prefer reduced motion, and a live region that stays silent while
 * it moves. Every logo is in the list once for assistive technology; the repeated tail is hidden.
 */
export function LogosSlider({ logos, labelledBy, speedMs = LOGOS_SLIDER_SPEED_MS }: LogosSliderProps) {
  const intl = useIntl();
  const rotation = useCarouselRotation();
  const trackRef = useRef<HTMLUListElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>({ offset: 0, wrapping: false });
  const count = logos.length;
  const movable = count > 1;
  const offset = count ? Math.min(position.offset, count) : 0;
  const visibleCells = useVisibleCells(rowRef);
  const [loaded, setLoaded] = useState(0);
  const toLoad = logosToLoad(offset, visibleCells, loaded);
  // Derived during render (React's pattern for state that follows props): the reach only grows.
  if (toLoad !== loaded) setLoaded(toLoad);

  useAutoplay(
    () =>
      setPosition(
        offset >= count
          ? // At the tail the row looks exactly as at the start: jump there, then move on (below).
            { offset: 0, wrapping: true }
          : { offset: offset + 1, wrapping: false },
      ),
    speedMs,
    movable && rotation.rotating,
    offset,
  );

  useLayoutEffect(() => {
    if (!position.wrapping) return;
    // Lay the row out at the start without a transition before animating again, so the jump is not seen.
    trackRef.current?.getBoundingClientRect();
    setPosition({ offset: 1, wrapping: false });
  }, [position.wrapping]);

  const tail = movable ? Array.from({ length: TAIL_LENGTH }, (_, index) => logos[index % count]) : [];
  const animate = !position.wrapping && !rotation.reducedMotion;

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      {...rotation.containerProps}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, height: LOGOS_ROW_HEIGHT }}
    >
      {movable && (
        <IconButton
          onClick={rotation.togglePlaying}
          aria-label={intl.formatMessage({
            id: rotation.playing ? 'landing.logosSlider.pause' : 'landing.logosSlider.play',
          })}
        >
          {rotation.playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      )}
      <Box
        ref={rowRef}
        aria-live={movable && rotation.rotating ? 'off' : 'polite'}
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
      >
        <Box
          component="ul"
          ref={trackRef}
          sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, willChange: 'transform' }}
          // Inline, not sx: one generated class per position would pile up in the style sheet.
          style={{
            transform: `translateX(-${offset * LOGO_CELL_WIDTH}px)`,
            transition: animate ? `transform ${speedMs}ms linear` : 'none',
          }}
        >
          {logos.map((logo, index) => (
            <LogoCell key={`${index}-${logo.name}`} logo={logo} load={index < toLoad} />
          ))}
          {tail.map((logo, index) => (
            <LogoCell key={`tail-${index}`} logo={logo} load={count + index < toLoad} repeated />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * One logo. Memoised: the row moves every second, and only the track's transform changes; re-rendering
 * forty styled cells on each tick would keep the main thread busy for nothing. Until the row nears it,
 * the cell keeps the logo's room and name without its image.
 */
const LogoCell = memo(function LogoCell({
  logo,
  load,
  repeated = false,
}: {
  logo: SliderLogo;
  load: boolean;
  repeated?: boolean;
}) {
  return (
    <Box
      component="li"
      aria-hidden={repeated || undefined}
      sx={{
        flex: `0 0 ${LOGO_CELL_WIDTH}px`,
        display: 'grid',
        placeItems: 'center',
        height: LOGOS_ROW_HEIGHT,
      }}
    >
      {load ? (
        <LazyImage
          src={logo.src}
          alt={repeated ? '' : logo.name}
          width={LOGO_BOX.width}
          height={LOGO_BOX.height}
          sx={{ width: LOGO_BOX.width, height: LOGO_BOX.height, objectFit: 'contain' }}
        />
      ) : (
        <Box
          role={repeated ? undefined : 'img'}
          aria-label={repeated ? undefined : logo.name}
          sx={{ width: LOGO_BOX.width, height: LOGO_BOX.height }}
        />
      )}
    </Box>
  );
});
