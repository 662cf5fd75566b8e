import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { getLanguage, SPLASH_MS } from '@estiba/shared';
import { signInWithToken } from '../sign-in';
import { exchangeAuthorizationCode } from './handoff.api';
import { HANDOFF_FAILURE_PATH, takeHandoffParams } from './handoff';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `/authentication` and `/setup`: the hand-off splash (spec points 2 and 4). It takes the one-time code
 * from the address, exchanges it for a session, and after the 2 s splash goes to the redirect path or
 * /welcome; without a code, or when the exchange fails, it goes to the root.
 */
export function AuthenticationPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // The code is single-use: the exchange starts once per visit, even when React runs effects twice.
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      const { code, redirect } = takeHandoffParams(window);
      const outcome = code
        ? exchangeAuthorizationCode(code, getLanguage())
            .then((issued) => signInWithToken(issued, dispatch))
            .then(
              () => redirect,
              (error: unknown) => {
                console.warn('the sign-in hand-off failed', error);
                return HANDOFF_FAILURE_PATH;
              },
            )
        : Promise.resolve(HANDOFF_FAILURE_PATH);
      void Promise.all([outcome, wait(SPLASH_MS)]).then(([to]) => {
        if (mounted.current) void navigate(to, { replace: true });
      });
    }
    return () => {
      mounted.current = false;
    };
  }, [dispatch, navigate]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, p: 3 }}
    >
      <CircularProgress size={56} aria-hidden="true" />
      <Box role="status">
        <Typography variant="h5" component="h1">
          <FormattedMessage id="auth.handoff.signingIn" />
        </Typography>
      </Box>
    </Box>
  );
}
