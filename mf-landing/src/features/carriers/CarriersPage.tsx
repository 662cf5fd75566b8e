import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { FloatingChatButton } from '../chat-button';
import { CarrierGrid } from './CarrierGrid';
import { CarriersHero } from './CarriersHero';
import { CountryTabs } from './CountryTabs';
import { useCarrierDirectory } from './useCarrierDirectory';

const DIRECTORY_TITLE_ID = 'carriers-directory-title';

function CarrierDirectory({ language }: { language: string }) {
  const { countries, counts, activeCountry, shown, loading, selectCountry } = useCarrierDirectory(language);
  return (
    <Box
      component="section"
      aria-labelledby={DIRECTORY_TITLE_ID}
      sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
    >
      <Typography id={DIRECTORY_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        <FormattedMessage id="landing.carriers.countries.title" />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        <FormattedMessage id="landing.carriers.countries.intro" />
      </Typography>
      <CountryTabs countries={countries} active={activeCountry} onSelect={selectCountry} />
      <CarrierGrid
        country={activeCountry}
        hasTab={countries.includes(activeCountry)}
        carriers={shown?.country === activeCountry ? shown.carriers : null}
        loading={loading}
        expectedCount={counts[activeCountry]?.carriers ?? shown?.carriers.length}
      />
    </Box>
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
      <FloatingChatButton />
    </Box>
  );
}
