import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { authRoles, hasAccess, selectUser } from '@estiba/shared';

const StartDialogsHost = lazy(() => import(/* webpackChunkName: "start-dialogs" */ './StartDialogsHost'));

/**
 * Spec point 4's start dialogs (Update Necessary, What's New) once a merchant is signed in. The operator's staff
 * and admins have no shops and are not sent announcements. Keyed by user: another sign-in starts afresh.
 */
export function StartDialogs() {
  const user = useSelector(selectUser);
  if (!user || !hasAccess(authRoles.merchant, user.role)) return null;
  return (
    <Suspense fallback={null}>
      <StartDialogsHost key={user.userId} user={user} />
    </Suspense>
  );
}
