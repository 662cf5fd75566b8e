// After sign-in the shell tells the tag manager who is there (spec points 1 and 9): the user's id and client id in
// its data layer, never the e-mail or the name, once per signed-in user per page load.
import { ANALYTICS_IDENTIFY_RETRY_MS, bus, type SessionUser } from '@estiba/shared';

type TagManagerWindow = Window & { dataLayer?: unknown[]; google_tag_manager?: unknown };

/** The data layer's event that identifies the signed-in user. */
export const IDENTIFY_EVENT = 'identify';

/** The container's script defines `google_tag_manager` when it has loaded and started. */
export const isTagManagerLoaded = (win: Window = window): boolean =>
  Boolean((win as TagManagerWindow).google_tag_manager);

export interface IdentifyOptions {
  /** Whether the deployment has a container at all (the app configuration's tagManagerId). */
  enabled: boolean;
  win?: Window;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

export interface TagManagerIdentifier {
  /** Called with every change of the signed-in user (null: signed out). */
  identify(user: Pick<SessionUser, 'userId' | 'clientId'> | null): void;
}

export function createTagManagerIdentifier({
  enabled,
  win = window,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: IdentifyOptions): TagManagerIdentifier {
  const identified = new Set<string>();
  let pending: { userId: string; timer: ReturnType<typeof setTimeout> } | null = null;

  const cancelPending = () => {
    if (pending) clearTimer(pending.timer);
    pending = null;
  };

  const push = ({ userId, clientId }: Pick<SessionUser, 'userId' | 'clientId'>) => {
    const layered = win as TagManagerWindow;
    layered.dataLayer = layered.dataLayer ?? [];
    layered.dataLayer.push({ event: IDENTIFY_EVENT, userId, clientId });
    identified.add(userId);
  };

  return {
    identify(user) {
      if (!enabled) return;
      if (!user) {
        cancelPending();
        return;
      }
      if (identified.has(user.userId) || pending?.userId === user.userId) return;
      cancelPending();
      const { userId, clientId } = user;
      if (isTagManagerLoaded(win)) {
        push({ userId, clientId });
        return;
      }
      // One retry. It pushes even if the container is still on its way: the container reads the entries
      // already in its data layer when it starts, so the user is never lost.
      pending = {
        userId,
        timer: setTimer(() => {
          pending = null;
          push({ userId, clientId });
        }, ANALYTICS_IDENTIFY_RETRY_MS),
      };
    },
  };
}

/** Identifies every user the session announces (a sign-in, a resumed session); returns the unsubscribe. */
export function identifySignedInUsers(options: IdentifyOptions): () => void {
  const identifier = createTagManagerIdentifier(options);
  return bus.on('session/changed', ({ user }) => identifier.identify(user));
}
