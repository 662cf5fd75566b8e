import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WarehousePrice } from '@estiba/shared';
import { TabBar } from '../../components/TabBar';
import { PriceCalculator } from './PriceCalculator';
import { PRICE_TABS, type PriceTab, type PriceTabKey, visibleTabs } from './pricesPage.state';
import { StorageReceptionCalculator } from './StorageReceptionCalculator';

const TITLE_ID = 'prices-tabs-title';
/** Room for the tallest calculator, so switching tabs does not move the page. */
export const CALCULATOR_MIN_HEIGHT = { xs: 620, sm: 440 };

const tabId = (key: PriceTabKey) => `prices-tab-${PRICE_TABS[key]}`;
const panelId = (key: PriceTabKey) => `prices-panel-${PRICE_TABS[key]}`;

/** The selected warehouse's prices: a tab per category, each with its calculator. */
export function PriceTabs({
  warehouse,
  tab,
  showReturns,
  onTabChange,
}: {
  warehouse: WarehousePrice;
  tab: PriceTabKey;
  showReturns: boolean;
  onTabChange: (tab: PriceTab) => void;
}) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby={TITLE_ID} sx={{ minWidth: 0 }}>
      <Typography id={TITLE_ID} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        <FormattedMessage id="landing.prices.tabs.title" values={{ warehouse: warehouse.name }} />
      </Typography>
      <TabBar
        label={intl.formatMessage({ id: 'landing.prices.tabs.label' })}
        value={PRICE_TABS[tab]}
        onChange={onTabChange}
        tabs={visibleTabs(showReturns).map((key) => ({
          value: PRICE_TABS[key],
          label: intl.formatMessage({ id: `landing.prices.tabs.${key}` }),
          id: tabId(key),
          controls: panelId(key),
        }))}
        sx={{ mb: 3 }}
      />
      <Box
        key={tab}
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        sx={{ minHeight: CALCULATOR_MIN_HEIGHT }}
      >
        {tab === 'storage' ? (
          <StorageReceptionCalculator mode="storage" priceList={warehouse} />
        ) : (
          <PriceCalculator mode={tab} priceList={warehouse} />
        )}
      </Box>
    </Box>
  );
}
