import { FormattedMessage } from 'react-intl';
import { PageHero } from '../../components/PageHero';

export const CARRIERS_HERO_TITLE_ID = 'carriers-hero-title';
/** Spec point 1: 100+ carriers through the shipping platform. */
export const CARRIERS_CLAIM = 100;

/** The opening of /carriers: how many carriers we ship with and what the page shows. */
export function CarriersHero() {
  return (
    <PageHero
      titleId={CARRIERS_HERO_TITLE_ID}
      eyebrow={<FormattedMessage id="landing.carriers.hero.eyebrow" />}
      title={<FormattedMessage id="landing.carriers.hero.title" values={{ count: CARRIERS_CLAIM }} />}
      subtitle={<FormattedMessage id="landing.carriers.hero.subtitle" />}
    />
  );
}
