import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useBrand } from '../../branding';
import { useShellSettings } from '../../settings-panel';
import { AreaThemeProvider } from '../../theme';

/**
 * The client area's footer: the brand's copyright line. The legal pages are guest-only (spec point 2),
 * so a signed-in person is not sent there from here.
 */
export function AppFooter({ rowMaxWidth }: { rowMaxWidth: number | null }) {
  const intl = useIntl();
  const brand = useBrand();
  const settings = useShellSettings();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fixed = settings.layout.footer.style === 'fixed';

  return (
    <AreaThemeProvider area="footer">
      <Box
        component="footer"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
          ...(fixed && { position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1 }),
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            px: { xs: 2, sm: 3 },
            py: 1.5,
            mx: 'auto',
            maxWidth: rowMaxWidth ?? undefined,
          }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {t('chrome.footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
          </Typography>
        </Box>
      </Box>
    </AreaThemeProvider>
  );
}
