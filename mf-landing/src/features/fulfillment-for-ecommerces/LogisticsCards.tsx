import type { ComponentType } from 'react';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { LOGISTICS_CARDS } from './content';

const TITLE_ID = 'ecommerce-logistics-title';
const ICONS: Record<(typeof LOGISTICS_CARDS)[number], ComponentType> = {
  receiving: MoveToInboxIcon,
  storage: WarehouseIcon,
  picking: Inventory2Icon,
  shipping: LocalShippingIcon,
};

/** Four cards: the stages of the logistics we take over. */
export function LogisticsCards() {
  return (
    <Box
      component="section"
      aria-labelledby={TITLE_ID}
      sx={{ maxWidth: LAYOUT.contentMaxWidthWide, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
    >
      <Typography
        id={TITLE_ID}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, mb: 1, textAlign: 'center' }}
      >
        <FormattedMessage id="landing.fulfillmentForEcommerces.logistics.title" />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
        <FormattedMessage id="landing.fulfillmentForEcommerces.logistics.intro" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {LOGISTICS_CARDS.map((card) => {
          const Icon = ICONS[card];
          return (
            <Box
              component="li"
              key={card}
              sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  mb: 2,
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                <FormattedMessage id={`landing.fulfillmentForEcommerces.logistics.${card}.title`} />
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                <FormattedMessage id={`landing.fulfillmentForEcommerces.logistics.${card}.body`} />
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
