import { FormattedMessage } from 'react-intl';
import { ActionLinks } from '../../components/ActionLinks';
import { PageHero } from '../../components/PageHero';

export const ECOMMERCES_HERO_TITLE_ID = 'ecommerces-hero-title';
/** Spec point 1: 30+ e-commerce platforms. */
export const ECOMMERCE_PLATFORMS_CLAIM = 30;

/** The opening of /ecommerces: how many platforms we connect and the two ways to continue. */
export function EcommercesHero() {
  return (
    <PageHero
      titleId={ECOMMERCES_HERO_TITLE_ID}
      eyebrow={<FormattedMessage id="landing.ecommerces.hero.eyebrow" />}
      title={
        <FormattedMessage id="landing.ecommerces.hero.title" values={{ count: ECOMMERCE_PLATFORMS_CLAIM }} />
      }
      subtitle={<FormattedMessage id="landing.ecommerces.hero.subtitle" />}
    >
      <ActionLinks
        primary={{ to: '/register', label: <FormattedMessage id="landing.ecommerces.hero.register" /> }}
        secondary={{ to: '/contact', label: <FormattedMessage id="landing.ecommerces.hero.contact" /> }}
      />
    </PageHero>
  );
}
