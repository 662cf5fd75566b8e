import { Box, Skeleton, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { RetryPanel } from '@estiba/shared';
import { LazyImage } from '../../components/LazyImage';
import type { EcommercePlatform } from './api';
import { ECOMMERCE_PLATFORMS_CLAIM } from './EcommercesHero';
import type { PlatformsState } from './useEcommercePlatforms';

/** Logo box of every tile, so logos of any shape take the same room. */
export const PLATFORM_LOGO = { width: 160, height: 80 } as const;
const TILE_MIN_HEIGHT = 168;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

const tileSx = {
  height: '100%',
  minHeight: TILE_MIN_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1.5,
  p: 2,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  textAlign: 'center',
} as const;

function PlatformTile({ platform }: { platform: EcommercePlatform }) {
  const intl = useIntl();
  return (
    <Box component="li" sx={tileSx}>
      <LazyImage
        src={platform.image}
        alt={intl.formatMessage({ id: 'landing.ecommerces.logoAlt' }, { name: platform.name })}
        width={PLATFORM_LOGO.width}
        height={PLATFORM_LOGO.height}
        sx={{ width: '100%', maxWidth: PLATFORM_LOGO.width, height: 'auto', objectFit: 'contain' }}
      />
      <Typography sx={{ fontWeight: 600 }}>{platform.name}</Typography>
    </Box>
  );
}

export interface PlatformGridProps {
  state: PlatformsState;
  onRetry: () => void;
  /** Id of the heading that names the list. */
  labelledBy: string;
}

/** The platforms as a grid of tiles; placeholders of the same size while they load; a retry on failure. */
export function PlatformGrid({ state, onRetry, labelledBy }: PlatformGridProps) {
  if (state.status === 'failed') {
    return (
      <RetryPanel
        titleId="landing.ecommerces.error.title"
        messageId="landing.ecommerces.error.message"
        onRetry={onRetry}
      />
    );
  }
  if (state.status === 'loading') {
    return (
      <Box aria-busy="true">
        <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
          <FormattedMessage id="landing.ecommerces.loading" />
        </Typography>
        {/* As many placeholders as the platforms we claim, so the page keeps its height when they arrive. */}
        <Box component="ul" aria-hidden sx={gridSx}>
          {Array.from({ length: ECOMMERCE_PLATFORMS_CLAIM }, (_, index) => (
            <Box component="li" key={index} sx={tileSx}>
              <Skeleton
                variant="rounded"
                width={PLATFORM_LOGO.width}
                height={PLATFORM_LOGO.height}
                sx={{ maxWidth: '100%' }}
              />
              <Skeleton variant="text" width="60%" />
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  if (state.platforms.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
        <FormattedMessage id="landing.ecommerces.empty" />
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={gridSx}>
      {state.platforms.map((platform) => (
        <PlatformTile key={platform.name} platform={platform} />
      ))}
    </Box>
  );
}
