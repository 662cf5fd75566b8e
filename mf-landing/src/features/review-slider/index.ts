// The review slider: customer testimonials in an accessible, auto-rotating carousel. Its rotation hooks
// serve the other carousels of the public site too.
export { ReviewSlider, type ReviewSliderProps, type Testimonial } from './ReviewSlider';
export { useAutoplay } from './useAutoplay';
export {
  REDUCED_MOTION_QUERY,
  useCarouselRotation,
  usePrefersReducedMotion,
  type CarouselRotation,
} from './useCarouselRotation';
