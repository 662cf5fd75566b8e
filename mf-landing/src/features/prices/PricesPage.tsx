import { Box, Typography } from '@mui/material';
import { useMemo, useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { groupWarehousesByCountry, LAYOUT, RetryPanel } from '@estiba/shared';
import { PricesHero } from './PricesHero';
import { PricesSkeleton } from './PricesSkeleton';
import { PriceTabs } from './PriceTabs';
import { initialPricesPageState, pricesPageReducer, shownTab } from './pricesPage.state';
import { useWarehousePrices } from './useWarehousePrices';
import { WarehousePicker } from './WarehousePicker';

export interface PricesPageProps {
  /** The Returns tab is hidden by default (spec point 2). */
  showReturns?: boolean;
}

/**
 * `/prices`: warehouses grouped by country (Colombia left out, countries in the language's order), and
 * the chosen warehouse's prices in tabs, each with its calculator.
 */
export function PricesPage({ showReturns = false }: PricesPageProps) {
  const intl = useIntl();
  const prices = useWarehousePrices();
  const [state, dispatch] = useReducer(pricesPageReducer, initialPricesPageState);
  const grouped = useMemo(
    () => (prices.warehouses ? groupWarehousesByCountry(prices.warehouses, intl.locale) : null),
    [prices.warehouses, intl.locale],
  );
  const listed = grouped?.groups.flatMap((group) => group.warehouses) ?? [];
  // Until someone chooses, the first warehouse listed is shown.
  const selected = listed.find((warehouse) => warehouse.id === state.warehouseId) ?? listed[0] ?? null;
  const counts = grouped ? { countries: grouped.countryCount, warehouses: grouped.warehouseCount } : null;

  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <PricesHero counts={counts} />
      <Box
        aria-busy={prices.status === 'loading'}
        sx={{
          maxWidth: LAYOUT.contentMaxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {prices.status === 'loading' && <PricesSkeleton />}
        {prices.status === 'error' && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <RetryPanel
              titleId="landing.prices.error.title"
              messageId="landing.prices.error.message"
              onRetry={prices.retry}
            />
          </Box>
        )}
        {prices.status === 'loaded' && grouped && selected === null && (
          <Typography sx={{ gridColumn: '1 / -1', textAlign: 'center', color: 'text.secondary' }}>
            <FormattedMessage id="landing.prices.empty" />
          </Typography>
        )}
        {grouped && selected && (
          <>
            <WarehousePicker
              groups={grouped.groups}
              selectedId={selected.id}
              onChoose={(warehouseId) => dispatch({ type: 'warehouseChosen', warehouseId })}
            />
            <PriceTabs
              warehouse={selected}
              tab={shownTab(state.tab, showReturns)}
              showReturns={showReturns}
              onTabChange={(tab) => dispatch({ type: 'tabChosen', tab })}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
