import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LAYOUT } from '@estiba/shared';
import { ServicesHero } from './ServicesHero';
import { ServicesMenu } from './ServicesMenu';
import { ServiceSection } from './ServiceSection';
import { SERVICES } from './services';

const CLOSING_TITLE_ID = 'services-closing-title';

/**
 * `/services`: the hero with four tick points, a menu that sticks under the header and links to the
 * five sections (#inventory, #storage, #order, #shipping, #returning), and those sections, alternating.
 */
export function ServicesPage() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <ServicesHero />
      <ServicesMenu />
      {SERVICES.map((service, index) => (
        <ServiceSection key={service.anchor} service={service} index={index} />
      ))}
      <Box
        component="section"
        aria-labelledby={CLOSING_TITLE_ID}
        sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 9 } }}
      >
        <Box
          sx={{
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            p: { xs: 3, md: 6 },
            textAlign: 'center',
          }}
        >
          <Typography id={CLOSING_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage id="landing.services.closing.title" />
          </Typography>
          <Typography sx={{ mb: 3 }}>
            <FormattedMessage id="landing.services.closing.body" />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to="/contact"
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'background.paper',
                color: 'primary.main',
                '&:hover': { bgcolor: 'background.default' },
              }}
            >
              <FormattedMessage id="landing.services.closing.contact" />
            </Button>
            <Button component={RouterLink} to="/register" variant="outlined" size="large" color="inherit">
              <FormattedMessage id="landing.services.closing.register" />
            </Button>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
