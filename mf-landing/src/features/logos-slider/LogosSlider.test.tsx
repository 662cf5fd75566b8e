import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { LOGOS_SLIDER_SPEED_MS, type Locale } from '@estiba/shared';
import { advanceInSteps, preferReducedMotion, withCarouselTimers } from '../../testing/carousel';
import { logosSliderMessages } from './messages';
import {
  LOGO_CELL_WIDTH,
  LOGOS_LOADED_AHEAD,
  LogosSlider,
  logosToLoad,
  type SliderLogo,
} from './LogosSlider';

const LOGOS: SliderLogo[] = ['Shopify', 'WooCommerce', 'Mercado Libre', 'VTEX'].map((name) => ({
  name,
  src: `/media/logos/ecommerce-platforms/${name.toLowerCase().replace(' ', '-')}.svg`,
}));

function renderSlider(logos = LOGOS, locale: Locale = 'en-US') {
  return render(
    <IntlProvider locale={locale} messages={logosSliderMessages[locale]}>
      <h2 id="platforms-title">Connected to 30+ e-commerce platforms</h2>
      <LogosSlider logos={logos} labelledBy="platforms-title" />
    </IntlProvider>,
  );
}

const carousel = () => screen.getByRole('group', { name: 'Connected to 30+ e-commerce platforms' });
const track = () => within(carousel()).getByRole('list');
/** How many logos the row has scrolled past. */
const scrolledPast = () =>
  -parseInt(track().style.transform.replace('translateX(', ''), 10) / LOGO_CELL_WIDTH;
const advance = (ms: number) => advanceInSteps(ms, 250);
/** Logos named `Brand 0`… with images `/logo-0.svg`…. */
const brands = (count: number): SliderLogo[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Brand ${index}`, src: `/logo-${index}.svg` }));
/** Makes every element as wide as this many logo cells (jsdom lays nothing out); restore it after. */
const rowWidthInCells = (cells: number) =>
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(cells * LOGO_CELL_WIDTH);

withCarouselTimers();

describe('LogosSlider', () => {
  it('is a carousel named by its heading that lists every logo once for assistive technology', () => {
    renderSlider();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    // A logo whose image is not fetched yet keeps its name.
    for (const name of ['Shopify', 'WooCommerce', 'Mercado Libre', 'VTEX'])
      expect(within(track()).getAllByRole('img', { name })).toHaveLength(1);
    expect(within(track()).getAllByRole('img')).toHaveLength(LOGOS.length);
    const shopify = screen.getByRole('img', { name: 'Shopify' });
    expect(shopify).toHaveAttribute('loading', 'lazy');
    expect(shopify).toHaveAttribute('width');
    expect(shopify).toHaveAttribute('height');
  });

  it('moves on by one logo every second, in a one-second linear slide', () => {
    renderSlider();
    expect(scrolledPast()).toBe(0);
    expect(track().style.transition).toBe(`transform ${LOGOS_SLIDER_SPEED_MS}ms linear`);
    advance(LOGOS_SLIDER_SPEED_MS - 1);
    expect(scrolledPast()).toBe(0);
    advance(1);
    expect(scrolledPast()).toBe(1);
    advance(LOGOS_SLIDER_SPEED_MS);
    expect(scrolledPast()).toBe(2);
  });

  it('goes round endlessly: past the last logo it carries on from the first', () => {
    renderSlider();
    advance(LOGOS_SLIDER_SPEED_MS * LOGOS.length);
    // The repeated tail now fills the row, which looks as it did at the start.
    expect(scrolledPast()).toBe(LOGOS.length);
    advance(LOGOS_SLIDER_SPEED_MS);
    expect(scrolledPast()).toBe(1);
    expect(track().style.transition).toBe(`transform ${LOGOS_SLIDER_SPEED_MS}ms linear`);
  });

  it('stops on hover and on focus, and starts again when they leave', () => {
    renderSlider();
    fireEvent.mouseEnter(carousel());
    advance(LOGOS_SLIDER_SPEED_MS * 3);
    expect(scrolledPast()).toBe(0);
    fireEvent.mouseLeave(carousel());
    advance(LOGOS_SLIDER_SPEED_MS);
    expect(scrolledPast()).toBe(1);

    const button = screen.getByRole('button', { name: 'Stop the scrolling logos' });
    fireEvent.focusIn(button);
    advance(LOGOS_SLIDER_SPEED_MS * 3);
    expect(scrolledPast()).toBe(1);
    fireEvent.focusOut(button, { relatedTarget: document.body });
    advance(LOGOS_SLIDER_SPEED_MS);
    expect(scrolledPast()).toBe(2);
  });

  it('has a stop/start button, and a live region silent only while it moves', () => {
    renderSlider();
    const region = track().parentElement as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop the scrolling logos' }));
    expect(region).toHaveAttribute('aria-live', 'polite');
    advance(LOGOS_SLIDER_SPEED_MS * 3);
    expect(scrolledPast()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start the scrolling logos' }));
    advance(LOGOS_SLIDER_SPEED_MS);
    expect(scrolledPast()).toBe(1);
  });

  it('stands still for a visitor who prefers reduced motion', () => {
    preferReducedMotion(true);
    renderSlider();
    advance(LOGOS_SLIDER_SPEED_MS * 3);
    expect(scrolledPast()).toBe(0);
    expect(track().style.transition).toBe('none');
    expect(screen.getByRole('button', { name: 'Start the scrolling logos' })).toBeInTheDocument();
  });

  it('does not move a single logo', () => {
    renderSlider(LOGOS.slice(0, 1));
    advance(LOGOS_SLIDER_SPEED_MS * 3);
    expect(scrolledPast()).toBe(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('fetches the logos in view and the next two, then each one as the row nears it', () => {
    // A phone-sized row: two cells in view.
    const width = rowWidthInCells(2);
    const many = brands(8);
    try {
      renderSlider(many);
      const fetched = () =>
        Array.from(track().querySelectorAll('img')).map((image) => image.getAttribute('src'));
      expect(fetched()).toEqual(['/logo-0.svg', '/logo-1.svg', '/logo-2.svg', '/logo-3.svg']);
      expect(screen.getByRole('img', { name: 'Brand 6' })).not.toHaveAttribute('src');
      advance(LOGOS_SLIDER_SPEED_MS);
      expect(fetched()).toHaveLength(5);
      // Round the list and back to the start: nothing fetched is dropped, the tail repeats cached logos.
      advance(LOGOS_SLIDER_SPEED_MS * many.length);
      expect(scrolledPast()).toBe(1);
      expect(fetched().length).toBeGreaterThanOrEqual(many.length);
    } finally {
      width.mockRestore();
    }
  });

  it('takes the row width from a resize observer, never from a layout forced while the page commits', () => {
    const callbacks: ResizeObserverCallback[] = [];
    class RecordingResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = RecordingResizeObserver as unknown as typeof ResizeObserver;
    const width = rowWidthInCells(3);
    try {
      renderSlider(brands(10));
      const fetched = () => track().querySelectorAll('img[src]').length;
      // Until the browser reports the row's size, only the cells fetched ahead.
      expect(width).not.toHaveBeenCalled();
      expect(fetched()).toBe(LOGOS_LOADED_AHEAD);
      act(() => callbacks.forEach((callback) => callback([], {} as ResizeObserver)));
      expect(fetched()).toBe(3 + LOGOS_LOADED_AHEAD);
    } finally {
      width.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });

  it('labels its button in Spanish', () => {
    renderSlider(LOGOS, 'es-AR');
    expect(screen.getByRole('button', { name: 'Detener el desplazamiento de logos' })).toBeInTheDocument();
  });
});

describe('logosToLoad', () => {
  it('covers the cells in view and the next ones, and never shrinks', () => {
    expect(logosToLoad(0, 3, 0)).toBe(3 + LOGOS_LOADED_AHEAD);
    expect(logosToLoad(4, 3, 0)).toBe(7 + LOGOS_LOADED_AHEAD);
    // Back at the start after going round: what was fetched stays.
    expect(logosToLoad(0, 3, 20)).toBe(20);
  });
});
