import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ActionLinks } from '../../components/ActionLinks';
import { CONTENT_MAX_WIDTH } from './claims';
import { BELOW_THE_FOLD } from './belowTheFold';

export const CONTACT_TITLE_ID = 'home-contact-title';

const MORE_LINKS = [
  { to: '/help-fulfillment', labelId: 'landing.home.more.help' },
  { to: '/terms-and-conditions', labelId: 'landing.home.more.terms' },
  { to: '/privacy-policies', labelId: 'landing.home.more.privacy' },
] as const;

/** The closing invitation to talk to the team, with the help and legal pages beside it. */
export function ContactCallout() {
  const intl = useIntl();
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 6, md: 8 }, ...BELOW_THE_FOLD }}>
      <Box
        component="section"
        aria-labelledby={CONTACT_TITLE_ID}
        sx={{
          maxWidth: CONTENT_MAX_WIDTH,
          mx: 'auto',
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          p: { xs: 3, md: 5 },
          textAlign: 'center',
        }}
      >
        <Typography id={CONTACT_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="landing.home.contact.title" />
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          <FormattedMessage id="landing.home.contact.body" />
        </Typography>
        <ActionLinks
          primary={{ to: '/contact', label: <FormattedMessage id="landing.home.contact.contactUs" /> }}
          secondary={{ to: '/services', label: <FormattedMessage id="landing.home.contact.services" /> }}
          sx={{ justifyContent: 'center' }}
        />
      </Box>
      <Box
        component="nav"
        aria-label={intl.formatMessage({ id: 'landing.home.more.label' })}
        sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', mt: 4 }}
      >
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {MORE_LINKS.map((link) => (
            <li key={link.to}>
              <Link component={RouterLink} to={link.to} color="text.secondary">
                <FormattedMessage id={link.labelId} />
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
