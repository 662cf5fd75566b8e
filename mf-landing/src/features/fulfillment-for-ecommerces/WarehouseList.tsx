import PlaceIcon from '@mui/icons-material/Place';
import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { WAREHOUSE_CITIES } from './content';

const TITLE_ID = 'ecommerce-warehouses-title';

/** The cities of our warehouses, each with its country named in the reader's language. */
export function WarehouseList() {
  const intl = useIntl();
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
        <FormattedMessage id="landing.fulfillmentForEcommerces.warehouses.title" />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
        <FormattedMessage id="landing.fulfillmentForEcommerces.warehouses.intro" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {WAREHOUSE_CITIES.map(({ city, country }) => (
          <Box
            component="li"
            key={city}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <PlaceIcon sx={{ color: 'primary.main' }} />
            <div>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                <FormattedMessage id={`landing.fulfillmentForEcommerces.city.${city}`} />
              </Typography>
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                {intl.formatDisplayName(country, { type: 'region' })}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
