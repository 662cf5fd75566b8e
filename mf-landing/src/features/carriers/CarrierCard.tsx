import { useId } from 'react';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Skeleton, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyImage } from '../../components/LazyImage';
import { visuallyHidden } from '@estiba/shared';
import type { Carrier } from './api';
import { shipsInternationally } from './carrierRules';

/** Logo box of every card, so logos of any shape take the same room. */
export const CARRIER_LOGO = { width: 160, height: 64 } as const;
/** Cards and their loading placeholders share a minimum height, so the grid does not jump. */
export const CARRIER_CARD_MIN_HEIGHT = 320;

/** The card and its loading placeholder share one frame. */
const cardSx = {
  height: '100%',
  minHeight: CARRIER_CARD_MIN_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  p: 2.5,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

function Tick({ labelId, present }: { labelId: string; present: boolean }) {
  const Icon = present ? CheckCircleIcon : HighlightOffIcon;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon aria-hidden sx={{ color: present ? 'success.main' : 'text.secondary', fontSize: 20 }} />
      <Typography variant="body2" sx={{ color: present ? 'text.primary' : 'text.secondary' }}>
        <FormattedMessage id={labelId} />
        {/* The icon alone says present or absent; screen readers get it in words. */}
        <Box component="span" sx={visuallyHidden}>
          {': '}
          <FormattedMessage
            id={present ? 'landing.carriers.card.included' : 'landing.carriers.card.notIncluded'}
          />
        </Box>
      </Typography>
    </Box>
  );
}

/** One carrier: logo, name, description, domestic and international ticks, and its service counts. */
export function CarrierCard({ carrier }: { carrier: Carrier }) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <Box component="article" aria-labelledby={nameId} sx={cardSx}>
      <LazyImage
        src={carrier.logo}
        alt={intl.formatMessage({ id: 'landing.carriers.card.logoAlt' }, { name: carrier.name })}
        width={CARRIER_LOGO.width}
        height={CARRIER_LOGO.height}
        sx={{
          width: CARRIER_LOGO.width,
          maxWidth: '100%',
          height: CARRIER_LOGO.height,
          objectFit: 'contain',
          objectPosition: 'left center',
        }}
      />
      <Typography id={nameId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {carrier.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.6, flexGrow: 1 }}>
        {carrier.description}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {/* Every carrier listed for a country delivers inside it. */}
        <Tick labelId="landing.carriers.card.domestic" present />
        <Tick labelId="landing.carriers.card.international" present={shipsInternationally(carrier)} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <LocalShippingOutlinedIcon aria-hidden sx={{ fontSize: 20, color: 'primary.main' }} />
          <FormattedMessage id="landing.carriers.card.services" values={{ count: carrier.services.length }} />
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <AddCircleOutlineIcon aria-hidden sx={{ fontSize: 20, color: 'primary.main' }} />
          <FormattedMessage
            id="landing.carriers.card.additionalServices"
            values={{ count: carrier.additional_services.length }}
          />
        </Typography>
      </Box>
    </Box>
  );
}

/** Stands in for a card while a country's carriers load, with the same footprint. */
export function CarrierCardSkeleton() {
  return (
    <Box sx={cardSx}>
      <Skeleton variant="rounded" width={CARRIER_LOGO.width} height={CARRIER_LOGO.height} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
      <Skeleton variant="text" width="55%" />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="75%" sx={{ mt: 1 }} />
    </Box>
  );
}
