import { Box, Button, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

interface ErrorPageProps {
  code: string;
  titleId: string;
  messageId: string;
}

/** A full-page error with a way back home (a signed-in person goes on to the client area from there). */
export function ErrorPage({ code, titleId, messageId }: ErrorPageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
      }}
    >
      <Typography variant="h1" component="p" color="text.secondary" sx={{ fontWeight: 700 }} aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id={messageId} />
      </Typography>
      <Button component={Link} to="/" variant="contained">
        <FormattedMessage id="shell.errors.backHome" />
      </Button>
    </Box>
  );
}
