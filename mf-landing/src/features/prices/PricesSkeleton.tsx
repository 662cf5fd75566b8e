import { Box, Skeleton } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '@estiba/shared';
import { CALCULATOR_MIN_HEIGHT } from './PriceTabs';

const PLACEHOLDER_GROUPS = [2, 2, 1];

/** Stands where the warehouses and the calculator will be, at their size, while the prices load. */
export function PricesSkeleton() {
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        <FormattedMessage id="landing.prices.loading" />
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="text" width="50%" sx={{ fontSize: '1.5rem' }} />
        {PLACEHOLDER_GROUPS.map((count, group) => (
          <Box key={group} sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="text" width="30%" />
            {Array.from({ length: count }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={72} />
            ))}
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" sx={{ height: CALCULATOR_MIN_HEIGHT }} />
      </Box>
    </>
  );
}
