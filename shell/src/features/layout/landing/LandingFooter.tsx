import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useBrand } from '../../branding';
import { BrandLogo } from '../BrandLogo';
import {
  humaniseDocumentName,
  LANDING_FOOTER_COLUMNS,
  LEGAL_DOCUMENT_TITLE_IDS,
  LEGAL_DOCUMENTS_WITH_OWN_PAGE,
  legalDocumentPath,
  type FooterColumn,
} from './landingLinks';
import { useLegalDocuments } from './legalDocuments';

/** Gap between the links of a column, in theme spacing units. */
const LINK_GAP = 1;

/**
 * Rows the legal column keeps free for the documents fetched after the first paint (the documents the
 * API knows, less those with a page of their own), so their arrival does not push the footer taller.
 */
const RESERVED_LEGAL_DOCUMENTS = Object.keys(LEGAL_DOCUMENT_TITLE_IDS).length;

const LINK_SX = { color: 'grey.300' } as const;

function reservedRows(column: FooterColumn): number | null {
  return column.withLegalDocuments ? column.links.length + RESERVED_LEGAL_DOCUMENTS : null;
}

/**
 * Footer of the public pages: who we are, the site map, the help pages, the legal pages and the legal
 * documents of the visitor's country, and the copyright line.
 */
export function LandingFooter() {
  const intl = useIntl();
  const brand = useBrand();
  const legalDocuments = useLegalDocuments();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const documentLinks = legalDocuments
    .filter((document) => !(document.name in LEGAL_DOCUMENTS_WITH_OWN_PAGE))
    .map((document) => {
      const titleId = LEGAL_DOCUMENT_TITLE_IDS[document.name];
      return {
        to: legalDocumentPath(document.name),
        label: titleId ? t(titleId) : humaniseDocumentName(document.name),
      };
    });

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
          {LANDING_FOOTER_COLUMNS.map((column) => {
            const rows = reservedRows(column);
            const links = [
              ...column.links.map((link) => ({ to: link.to, label: t(link.labelId) })),
              ...(column.withLegalDocuments ? documentLinks : []),
            ];
            return (
              <Grid key={column.titleId} size={{ xs: 6, sm: 3, md: 2 }}>
                <Box component="nav" aria-label={t(column.titleId)}>
                  <Typography
                    component="h2"
                    variant="subtitle2"
                    sx={{ color: 'common.white', mb: 1.5, fontWeight: 700 }}
                  >
                    {t(column.titleId)}
                  </Typography>
                  <Stack
                    component="ul"
                    spacing={LINK_GAP}
                    sx={(theme) => ({
                      listStyle: 'none',
                      m: 0,
                      p: 0,
                      // The items take the links' type, so a row is one body2 line high.
                      ...theme.typography.body2,
                      ...(rows && {
                        minHeight: `calc(${rows} * ${theme.typography.body2.fontSize} * ${theme.typography.body2.lineHeight} + ${rows - 1} * ${theme.spacing(LINK_GAP)})`,
                      }),
                    })}
                  >
                    {links.map((link) => (
                      <li key={link.to}>
                        <Link
                          component={RouterLink}
                          to={link.to}
                          variant="body2"
                          underline="hover"
                          sx={LINK_SX}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Box>
              </Grid>
            );
          })}
        </Grid>
        <Divider sx={{ borderColor: 'grey.800', my: 3 }} />
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          {t('chrome.landing.footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </Typography>
      </Container>
    </Box>
  );
}
