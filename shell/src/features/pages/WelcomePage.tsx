import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { LAYOUT, selectUser } from '@estiba/shared';
import { useBrand } from '../branding';

/** The client area's landing screen: the brand's welcome text and who is signed in. */
export function WelcomePage() {
  const brand = useBrand();
  const user = useSelector(selectUser);
  return (
    <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: 3, py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id={brand.welcomeMessageId} />
      </Typography>
      {user && (
        <Typography variant="subtitle1" color="text.secondary">
          <FormattedMessage id="shell.welcome.greeting" values={{ name: user.displayName }} />
        </Typography>
      )}
    </Box>
  );
}
