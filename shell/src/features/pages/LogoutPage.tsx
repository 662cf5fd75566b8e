import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { sessionActions } from '@estiba/shared';

/** `/logout`: dispatches logout; the session saga clears everything and goes to `/`. */
export function LogoutPage() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionActions.logoutRequested());
  }, [dispatch]);
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography variant="h6">
        <FormattedMessage id="shell.logout.inProgress" />
      </Typography>
    </Box>
  );
}
