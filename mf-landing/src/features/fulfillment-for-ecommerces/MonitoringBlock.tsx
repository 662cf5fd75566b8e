import CheckIcon from '@mui/icons-material/Check';
import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import monitoringImage from './images/monitoring.svg';
import { MONITORING_IMAGE_SIZE, MONITORING_POINTS } from './content';

const TITLE_ID = 'ecommerce-monitoring-title';

/** Real-time monitoring: what the merchant sees in the dashboard, beside a picture of it. */
export function MonitoringBlock() {
  const intl = useIntl();
  return (
    <Box
      component="section"
      aria-labelledby={TITLE_ID}
      sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
    >
      <Box
        sx={{
          maxWidth: LAYOUT.contentMaxWidthWide,
          mx: 'auto',
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography id={TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.monitoring.title" />
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3, lineHeight: 1.7 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.monitoring.body" />
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {Array.from({ length: MONITORING_POINTS }, (_, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckIcon sx={{ color: 'primary.main', mt: '2px' }} />
                <Typography>
                  <FormattedMessage id={`landing.fulfillmentForEcommerces.monitoring.point${index + 1}`} />
                </Typography>
              </Box>
            ))}
          </Box>
        </div>
        <Box
          component="img"
          src={monitoringImage}
          alt={intl.formatMessage({ id: 'landing.fulfillmentForEcommerces.monitoring.imageAlt' })}
          width={MONITORING_IMAGE_SIZE.width}
          height={MONITORING_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            maxWidth: MONITORING_IMAGE_SIZE.width,
            mx: 'auto',
          }}
        />
      </Box>
    </Box>
  );
}
