import PublicOffIcon from '@mui/icons-material/PublicOff';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@estiba/shared';
import type { Carrier } from './api';
import { CarrierCard, CarrierCardSkeleton } from './CarrierCard';
import { countryName } from './carrierRules';
import { CARRIERS_PANEL_ID, countryTabId } from './CountryTabs';

/** Placeholders shown when nothing says how many carriers a country has. */
const DEFAULT_PLACEHOLDERS = 6;
/** More placeholders than this would only add work; the grid below the fold can still grow. */
const MAX_PLACEHOLDERS = 24;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

export interface CarrierGridProps {
  /** The selected country (the tab, or the language's country when it has no tab). */
  country: string;
  /** Whether `country` has a tab, so the panel can be labelled by it. */
  hasTab: boolean;
  carriers: Carrier[] | null;
  loading: boolean;
  /** How many cards to hold room for while loading. */
  expectedCount: number | undefined;
}

/** The tab panel of /carriers: placeholders while loading, the cards, or a friendly word when there are none. */
export function CarrierGrid({ country, hasTab, carriers, loading, expectedCount }: CarrierGridProps) {
  const intl = useIntl();
  const name = countryName(country, intl.locale);
  let content: ReactNode;
  if (loading) {
    const placeholders = Math.min(expectedCount || DEFAULT_PLACEHOLDERS, MAX_PLACEHOLDERS);
    content = (
      <Box component="ul" aria-hidden sx={gridSx}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index}>
            <CarrierCardSkeleton />
          </li>
        ))}
      </Box>
    );
  } else if (carriers && carriers.length > 0) {
    content = (
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'landing.carriers.list.label' }, { country: name })}
        sx={gridSx}
      >
        {carriers.map((carrier) => (
          <li key={carrier.id}>
            <CarrierCard carrier={carrier} />
          </li>
        ))}
      </Box>
    );
  } else {
    content = (
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: { xs: 6, md: 8 },
          px: 2,
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
        }}
      >
        <PublicOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="landing.carriers.empty.title" values={{ country: name }} />
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
          <FormattedMessage
            id="landing.carriers.empty.body"
            values={{
              contact: (text: ReactNode[]) => (
                <Link component={RouterLink} to="/contact">
                  {text}
                </Link>
              ),
            }}
          />
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      role="tabpanel"
      id={CARRIERS_PANEL_ID}
      {...(hasTab
        ? { 'aria-labelledby': countryTabId(country) }
        : { 'aria-label': intl.formatMessage({ id: 'landing.carriers.list.label' }, { country: name }) })}
      aria-busy={loading}
      sx={{ pt: 4 }}
    >
      <Box role="status" sx={visuallyHidden}>
        {loading && <FormattedMessage id="landing.carriers.loading" values={{ country: name }} />}
      </Box>
      {content}
    </Box>
  );
}
