import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { LAYOUT, selectUser } from '@estiba/shared';
import { useBrand } from '../branding';
import { OnboardingSteps } from '../onboarding-steps';
import type { RetryOptions } from '../remotes';
import { dashboardAudience } from './composeWidgets';
import { DashboardWidgets } from './DashboardWidgets';

/**
 * The client area's landing screen (`/welcome`, `/apps/project`): the brand's welcome text and who is signed in on
 * top (spec point 1), then a merchant's onboarding steps and widgets, or the warehouse's widgets for staff and admins.
 */
export function DashboardPage({ retry }: { retry?: RetryOptions }) {
  const brand = useBrand();
  const user = useSelector(selectUser);
  const audience = dashboardAudience(user?.role ?? []);
  return (
    <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: 3, py: 6 }}>
      <Box sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id={brand.welcomeMessageId} />
        </Typography>
        {user && (
          <Typography variant="subtitle1" color="text.secondary">
            <FormattedMessage id="shell.welcome.greeting" values={{ name: user.displayName }} />
          </Typography>
        )}
      </Box>
      {audience === 'merchant' && <OnboardingSteps />}
      <DashboardWidgets audience={audience} retry={retry} />
    </Box>
  );
}
