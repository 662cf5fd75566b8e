import { FormattedMessage } from 'react-intl';
import { PageHero } from '../../components/PageHero';

export const PRICES_TITLE_ID = 'prices-title';

/** The page's h1: how many countries and warehouses are priced, once they are known. */
export function PricesHero({ counts }: { counts: { countries: number; warehouses: number } | null }) {
  return (
    <PageHero
      align="center"
      titleId={PRICES_TITLE_ID}
      eyebrow={<FormattedMessage id="landing.prices.hero.eyebrow" />}
      title={
        counts && counts.warehouses > 0 ? (
          <FormattedMessage id="landing.prices.hero.title" values={counts} />
        ) : (
          <FormattedMessage id="landing.prices.hero.titlePlain" />
        )
      }
      subtitle={<FormattedMessage id="landing.prices.hero.subtitle" />}
      sx={{ py: { xs: 5, md: 7 } }}
      titleSx={{
        fontSize: { xs: '1.75rem', sm: '2.5rem', md: '2.75rem' },
        lineHeight: 1.2,
        letterSpacing: '-0.02em',
        // Lines reserved for the longest heading, so the counted one replacing the plain one moves
        // nothing below it.
        minHeight: { xs: '3.6em', sm: '2.4em', md: '1.2em' },
      }}
    />
  );
}
