import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { REVIEW_SLIDER_AUTOPLAY_MS, REVIEW_SLIDER_SPEED_MS, type Locale } from '@estiba/shared';
import { advanceInSteps, preferReducedMotion, withCarouselTimers } from '../../testing/carousel';
import { reviewSliderMessages } from './messages';
import { ReviewSlider, type Testimonial } from './ReviewSlider';

const TESTIMONIALS: Testimonial[] = [
  {
    key: 'acapella',
    logo: '/acapella.svg',
    logoAlt: 'Acapella logo',
    name: 'Daniela Ruiz',
    position: 'Co-founder of Acapella',
    quote: 'Orders leave the same day.',
  },
  {
    key: 'beShine',
    logo: '/be-shine.svg',
    logoAlt: 'Be Shine logo',
    name: 'Andrea Garza',
    position: 'Founder and CEO of Be Shine',
    quote: 'We ship to two countries.',
  },
  {
    key: 'elMenu',
    logo: '/el-menu.svg',
    logoAlt: 'El Menú de mi Casa logo',
    name: 'Rocío Hernández',
    position: 'Founder of El Menú de mi Casa',
    quote: 'Orders arrive complete.',
  },
];

function renderSlider(testimonials = TESTIMONIALS, locale: Locale = 'en-US') {
  return render(
    <IntlProvider locale={locale} messages={reviewSliderMessages[locale]}>
      <h2 id="reviews-title">What our customers say</h2>
      <ReviewSlider testimonials={testimonials} labelledBy="reviews-title" />
    </IntlProvider>,
  );
}

/** The one review a person sees (the others are hidden from assistive technology too). */
const shownReview = () => {
  const shown = screen.getAllByRole('group', { name: /^\d (of|de) \d$/ });
  expect(shown).toHaveLength(1);
  return shown[0];
};
const shownPerson = () => shownReview().querySelector('figcaption p')?.textContent;
const advance = (ms: number) => advanceInSteps(ms, 1000);
const carousel = () => screen.getByRole('group', { name: 'What our customers say' });
const slidesRegion = () => document.getElementById('reviews-title-slides') as HTMLElement;

withCarouselTimers();

describe('ReviewSlider', () => {
  it('is a carousel named by its heading, showing the first review with logo, quote, name and position', () => {
    renderSlider();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const review = shownReview();
    expect(review).toHaveAccessibleName('1 of 3');
    expect(review).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('img', { name: 'Acapella logo' })).toHaveAttribute('loading', 'lazy');
    expect(review).toHaveTextContent('“Orders leave the same day.”');
    expect(shownPerson()).toBe('Daniela Ruiz');
    expect(review).toHaveTextContent('Co-founder of Acapella');
  });

  it('moves to the next review every 6 s and wraps around after the last', () => {
    renderSlider();
    advance(REVIEW_SLIDER_AUTOPLAY_MS - 1);
    expect(shownPerson()).toBe('Daniela Ruiz');
    advance(1);
    expect(shownReview()).toHaveAccessibleName('2 of 3');
    expect(shownPerson()).toBe('Andrea Garza');
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Rocío Hernández');
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Daniela Ruiz');
  });

  it('slides from one review to the next in 1.5 s', () => {
    renderSlider();
    const track = shownReview().parentElement as HTMLElement;
    expect(track.style.transition).toBe(`transform ${REVIEW_SLIDER_SPEED_MS}ms ease-in-out`);
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(track.style.transform).toBe('translateX(-100%)');
  });

  it('has previous and next buttons and a dot per review, and gives a chosen review its full 6 s', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shownPerson()).toBe('Rocío Hernández');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownPerson()).toBe('Daniela Ruiz');

    const dots = screen.getByRole('group', { name: 'Choose a review' });
    advance(REVIEW_SLIDER_AUTOPLAY_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Show review 2' }));
    expect(shownPerson()).toBe('Andrea Garza');
    expect(screen.getByRole('button', { name: 'Show review 2' })).toHaveAttribute('aria-current', 'true');
    expect(dots.querySelectorAll('[aria-current]')).toHaveLength(1);
    advance(REVIEW_SLIDER_AUTOPLAY_MS - 1);
    expect(shownPerson()).toBe('Andrea Garza');
    advance(1);
    expect(shownPerson()).toBe('Rocío Hernández');
  });

  it('stops while the pointer is over it and starts again when it leaves', () => {
    renderSlider();
    fireEvent.mouseEnter(carousel());
    advance(REVIEW_SLIDER_AUTOPLAY_MS * 3);
    expect(shownPerson()).toBe('Daniela Ruiz');
    fireEvent.mouseLeave(carousel());
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Andrea Garza');
  });

  it('stops while focus is inside and starts again when focus leaves', () => {
    renderSlider();
    const next = screen.getByRole('button', { name: 'Next review' });
    const previous = screen.getByRole('button', { name: 'Previous review' });
    fireEvent.focusIn(next);
    advance(REVIEW_SLIDER_AUTOPLAY_MS * 2);
    expect(shownPerson()).toBe('Daniela Ruiz');
    // Focus moving from one control to another stays inside.
    fireEvent.focusOut(next, { relatedTarget: previous });
    fireEvent.focusIn(previous);
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Daniela Ruiz');
    fireEvent.focusOut(previous, { relatedTarget: document.body });
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Andrea Garza');
  });

  it('keeps the live region silent while rotating and polite while stopped', () => {
    renderSlider();
    expect(slidesRegion()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop the automatic slide show' }));
    expect(slidesRegion()).toHaveAttribute('aria-live', 'polite');
    advance(REVIEW_SLIDER_AUTOPLAY_MS * 2);
    expect(shownPerson()).toBe('Daniela Ruiz');

    fireEvent.click(screen.getByRole('button', { name: 'Start the automatic slide show' }));
    expect(slidesRegion()).toHaveAttribute('aria-live', 'off');
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Andrea Garza');
  });

  it('does not rotate or animate for a visitor who prefers reduced motion, unless they start it', () => {
    preferReducedMotion(true);
    renderSlider();
    const track = shownReview().parentElement as HTMLElement;
    expect(track.style.transition).toBe('none');
    advance(REVIEW_SLIDER_AUTOPLAY_MS * 2);
    expect(shownPerson()).toBe('Daniela Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownPerson()).toBe('Andrea Garza');

    fireEvent.click(screen.getByRole('button', { name: 'Start the automatic slide show' }));
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Rocío Hernández');
  });

  it('shows a single review without controls', () => {
    renderSlider(TESTIMONIALS.slice(0, 1));
    expect(shownPerson()).toBe('Daniela Ruiz');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(REVIEW_SLIDER_AUTOPLAY_MS);
    expect(shownPerson()).toBe('Daniela Ruiz');
  });

  it('speaks Spanish in es-ES', () => {
    renderSlider(TESTIMONIALS, 'es-ES');
    expect(shownReview()).toHaveAccessibleName('1 de 3');
    expect(shownReview()).toHaveTextContent('«Orders leave the same day.»');
    expect(screen.getByRole('button', { name: 'Opinión siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detener el pase automático' })).toBeInTheDocument();
  });
});
