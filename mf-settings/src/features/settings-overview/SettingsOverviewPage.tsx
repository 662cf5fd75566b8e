import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { selectRoles } from '@estiba/shared';

interface SettingsSection {
  id: string;
  url: string;
  /** Only merchants have shops; the operator's staff and admins have none to configure. */
  merchantOnly?: boolean;
}

/** The settings of spec point 2's routes, in the order a merchant most often needs them. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'shopSettings', url: '/settings/shop-settings', merchantOnly: true },
  { id: 'accountSettings', url: '/settings/account-settings' },
  { id: 'changePassword', url: '/settings/change-password' },
  { id: 'changeEmail', url: '/settings/change-email' },
  { id: 'profile', url: '/pages/profile' },
];

/** `/settings`: one card per settings screen, each with what it changes. */
export function SettingsOverviewPage() {
  const roles = useSelector(selectRoles);
  const merchant = roles.includes('user');
  const sections = SETTINGS_SECTIONS.filter((section) => merchant || !section.merchantOnly);
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.overview.title" />
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((section) => (
          <Grid key={section.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={section.url} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    <FormattedMessage id={`settings.overview.${section.id}.title`} />
                  </Typography>
                  <Typography color="text.secondary">
                    <FormattedMessage id={`settings.overview.${section.id}.description`} />
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
