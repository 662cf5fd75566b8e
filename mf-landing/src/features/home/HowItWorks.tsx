import type { ComponentType } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CONTENT_MAX_WIDTH, PACKING_HOURS } from './claims';
import { BELOW_THE_FOLD } from './belowTheFold';

export const HOW_TITLE_ID = 'home-how-title';

interface Step {
  key: string;
  icon: ComponentType;
  titleId: string;
  bodyId: string;
}

const STEPS: Step[] = [
  {
    key: 'integrate',
    icon: StorefrontIcon,
    titleId: 'landing.home.how.integrate.title',
    bodyId: 'landing.home.how.integrate.body',
  },
  {
    key: 'send',
    icon: Inventory2Icon,
    titleId: 'landing.home.how.send.title',
    bodyId: 'landing.home.how.send.body',
  },
  {
    key: 'ship',
    icon: LocalShippingIcon,
    titleId: 'landing.home.how.ship.title',
    bodyId: 'landing.home.how.ship.body',
  },
];

/** The three steps from a merchant's store to the customer's door. */
export function HowItWorks() {
  return (
    <Box
      component="section"
      aria-labelledby={HOW_TITLE_ID}
      sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 3 }, ...BELOW_THE_FOLD }}
    >
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', py: { xs: 6, md: 8 } }}>
        <Typography
          id={HOW_TITLE_ID}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: 4, textAlign: 'center' }}
        >
          <FormattedMessage id="landing.home.how.title" />
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map(({ key, icon: Icon, titleId, bodyId }, index) => (
            <Box
              component="li"
              key={key}
              sx={{ bgcolor: 'background.paper', borderRadius: 2, p: 3, border: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    flexShrink: 0,
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {/* The list already numbers the steps for assistive technology; the digit is visual. */}
                  <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary', mr: 1 }}>
                    {index + 1}.
                  </Box>
                  <FormattedMessage id={titleId} />
                </Typography>
              </Box>
              <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id={bodyId} values={{ hours: PACKING_HOURS }} />
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 4, textAlign: 'center' }}>
          <Link component={RouterLink} to="/services" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="landing.home.how.services" />
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
