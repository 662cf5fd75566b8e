import { useRef } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CallHeader } from './CallHeader';
import { ChannelIntegrations } from './ChannelIntegrations';
import { ClosingBlocks } from './ClosingBlocks';
import { ConversionHero } from './ConversionHero';
import { LogisticsCards } from './LogisticsCards';
import { MonitoringBlock } from './MonitoringBlock';
import { Testimonials } from './Testimonials';
import { WarehouseList } from './WarehouseList';

/**
 * `/fulfillment-for-ecommerces`, the conversion landing page. It uses the bare layout and draws its own
 * frame: a header with only a call button, the main content and a one-line footer.
 */
export function FulfillmentForEcommercesPage() {
  const topRef = useRef<HTMLElement>(null);
  const backToTop = () => {
    const top = topRef.current;
    if (!top) return;
    top.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the top content too; the scroll is already under way.
    top.focus({ preventScroll: true });
  };

  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '100vh' }}>
      <CallHeader />
      <main>
        <ConversionHero ref={topRef} />
        <LogisticsCards />
        <MonitoringBlock />
        <WarehouseList />
        <ChannelIntegrations />
        <Testimonials />
        <ClosingBlocks onBackToTop={backToTop} />
      </main>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 3, textAlign: 'center' }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage
            id="landing.fulfillmentForEcommerces.footer"
            values={{ year: String(new Date().getFullYear()) }}
          />{' '}
          <Link component={RouterLink} to="/privacy-policies" color="inherit">
            <FormattedMessage id="landing.fulfillmentForEcommerces.footer.privacy" />
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
