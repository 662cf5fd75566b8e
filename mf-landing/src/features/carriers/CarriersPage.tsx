import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { PageSection } from '../../components/PageSection';
import { CarrierGrid } from './CarrierGrid';
import { CarriersHero } from './CarriersHero';
import { CountryTabs } from './CountryTabs';
import { useCarrierDirectory } from './useCarrierDirectory';

const DIRECTORY_TITLE_ID = 'carriers-directory-title';

function CarrierDirectory({ language }: { language: string }) {
  const { countries, counts, activeCountry, shown, loading, selectCountry } = useCarrierDirectory(language);
  return (
    <PageSection
      titleId={DIRECTORY_TITLE_ID}
      title="landing.carriers.countries.title"
      intro="landing.carriers.countries.intro"
    >
      <CountryTabs countries={countries} active={activeCountry} onSelect={selectCountry} />
      <CarrierGrid
        country={activeCountry}
        hasTab={countries.includes(activeCountry)}
        carriers={shown?.country === activeCountry ? shown.carriers : null}
        loading={loading}
        expectedCount={counts[activeCountry]?.carriers ?? shown?.carriers.length}
      />
    </PageSection>
  );
}

/** `/carriers` (spec point 2, "Carrier page detail"): hero, country tab bar and the carrier cards. */
export function CarriersPage() {
  const intl = useIntl();
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <CarriersHero />
      {/* A language change starts again on that language's country, with descriptions in that language. */}
      <CarrierDirectory key={intl.locale} language={intl.locale} />
    </Box>
  );
}
