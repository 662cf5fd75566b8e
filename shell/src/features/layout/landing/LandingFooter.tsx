import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useBrand } from '../../branding';
import { BrandLogo } from '../BrandLogo';
import { LANDING_FOOTER_COLUMNS } from './landingLinks';

/** Footer of the public pages: who we are, the site map, legal pages and the copyright line. */
export function LandingFooter() {
  const intl = useIntl();
  const brand = useBrand();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 'auto', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ bgcolor: 'common.white', display: 'inline-block', borderRadius: 1, p: 1, mb: 2 }}>
              <BrandLogo height={32} />
            </Box>
            <Typography variant="body2" sx={{ color: 'grey.300', maxWidth: 360 }}>
              {t('chrome.landing.footer.blurb')}
            </Typography>
          </Grid>
          {LANDING_FOOTER_COLUMNS.map((column) => (
            <Grid key={column.titleId} size={{ xs: 6, sm: 3, md: 2 }}>
              <Box component="nav" aria-label={t(column.titleId)}>
                <Typography
                  component="h2"
                  variant="subtitle2"
                  sx={{ color: 'common.white', mb: 1.5, fontWeight: 700 }}
                >
                  {t(column.titleId)}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        component={RouterLink}
                        to={link.to}
                        variant="body2"
                        underline="hover"
                        sx={{ color: 'grey.300' }}
                      >
                        {t(link.labelId)}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ borderColor: 'grey.800', my: 3 }} />
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          {t('chrome.landing.footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </Typography>
      </Container>
    </Box>
  );
}
