// The three customer success stories (spec point 2). The page is one component; everything that
// differs between stories lives here or under landing.successStories.<key>.* in the messages.
import acapellaHero from './images/acapella-hero.svg';
import acapellaLogo from './images/acapella-logo.svg';
import beShineHero from './images/be-shine-hero.svg';
import beShineLogo from './images/be-shine-logo.svg';
import elMenuHero from './images/el-menu-hero.svg';
import elMenuLogo from './images/el-menu-logo.svg';

export type StoryKey = 'acapella' | 'beShine' | 'elMenuDeMiCasa';

/** Where the story videos are published (embeddable players). */
export const STORY_VIDEO_BASE_URL = 'https://videos.estiba.com/embed/success-stories';

export interface StoryBenefit {
  /** The figure exactly as the story states it. */
  figure: string;
  /** Message key segment of its caption: landing.successStories.<story>.benefit.<caption> */
  caption: string;
}

export interface Story {
  key: StoryKey;
  /** The customer's brand name (a proper noun, the same in every language). */
  name: string;
  path: string;
  heroImage: string;
  logo: string;
  /** Spanish readers watch the customer tell the story; others see the hero image. */
  videoUrl?: string;
  benefits: readonly StoryBenefit[];
  /** The person quoted in the testimonial. */
  person: string;
}

export const STORIES: Record<StoryKey, Story> = {
  acapella: {
    key: 'acapella',
    name: 'Acapella',
    path: '/success-stories-acapella',
    heroImage: acapellaHero,
    logo: acapellaLogo,
    benefits: [
      { figure: '+800', caption: 'orders' },
      { figure: '-30%', caption: 'costs' },
      { figure: '< 24 h', caption: 'packing' },
    ],
    person: 'Daniela Ruiz',
  },
  beShine: {
    key: 'beShine',
    name: 'Be Shine',
    path: '/success-stories-be-shine',
    heroImage: beShineHero,
    logo: beShineLogo,
    videoUrl: `${STORY_VIDEO_BASE_URL}/be-shine`,
    benefits: [
      { figure: '+300', caption: 'orders' },
      { figure: '99%', caption: 'onTime' },
      { figure: '2', caption: 'countries' },
    ],
    person: 'Andrea Garza',
  },
  elMenuDeMiCasa: {
    key: 'elMenuDeMiCasa',
    name: 'El Menú de mi Casa',
    path: '/success-stories-el-menu-de-mi-casa',
    heroImage: elMenuHero,
    logo: elMenuLogo,
    videoUrl: `${STORY_VIDEO_BASE_URL}/el-menu-de-mi-casa`,
    benefits: [
      { figure: '99.2%', caption: 'accuracy' },
      { figure: '+500', caption: 'orders' },
      { figure: '< 24 h', caption: 'packing' },
    ],
    person: 'Rocío Hernández',
  },
};

/** Each story's "how we helped" lists this many points. */
export const HELP_POINTS = 3;
/** The real-time section lists this many points (the same for every story). */
export const REAL_TIME_POINTS = 3;

/** Intrinsic sizes (the SVG viewBoxes), so nothing moves while images load. */
export const HERO_MEDIA_SIZE = { width: 560, height: 420 } as const;
export const VIDEO_SIZE = { width: 560, height: 315 } as const;
export const REAL_TIME_IMAGE_SIZE = { width: 560, height: 380 } as const;
export const LOGO_SIZE = { width: 200, height: 64 } as const;
