import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsSignedIn } from '@estiba/shared';

/**
 * Sends the person on to `to` once they are signed in (after a login here, or when they arrive signed
 * in). The shell's guard does the same for guest-only routes; doing it here also covers the standalone
 * harness and routes the guard leaves open, such as /outside-integration.
 */
export function useRedirectWhenSignedIn(to: string): void {
  const signedIn = useSelector(selectIsSignedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) void navigate(to, { replace: true });
  }, [signedIn, navigate, to]);
}
