// The logos slider: a row of brand logos moving on by itself, for the public pages.
export {
  LOGO_BOX,
  LOGO_CELL_WIDTH,
  LOGOS_ROW_HEIGHT,
  LogosSlider,
  type LogosSliderProps,
  type SliderLogo,
} from './LogosSlider';
