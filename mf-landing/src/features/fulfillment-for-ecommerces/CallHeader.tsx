import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { callLink, supportContactFor } from '../contact/supportContacts';

const visuallyHiddenBelowSm = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: 'nowrap',
} as const;

/**
 * The conversion page's own header: the brand and a single call button to the support phone of the
 * reader's language, nothing to lead the visitor away.
 */
export function CallHeader() {
  const intl = useIntl();
  const { phone } = supportContactFor(intl.locale);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography
            component="p"
            sx={{ fontWeight: 800, fontSize: '1.5rem', letterSpacing: '-0.02em', color: 'primary.main' }}
          >
            Estiba
          </Typography>
          <Button href={callLink(phone)} variant="contained" startIcon={<PhoneIcon />}>
            {/* On phones only the number shows; the words stay for screen readers. */}
            <Box component="span" sx={{ mr: 0.75, ...visuallyHiddenBelowSm }}>
              {intl.formatMessage({ id: 'landing.fulfillmentForEcommerces.call.button' })}
            </Box>
            <span>{phone}</span>
          </Button>
        </Toolbar>
      </Container>
    </Box>
  );
}
