// What the start dialogs show and do (spec point 4): once a merchant is signed in, the shops whose permissions
// must be granted again (updatedScopes 0) and the new features they have not seen. Update Necessary comes first
// (their orders depend on it); What's New follows once it is closed.
import { useCallback, useEffect, useState } from 'react';
import { apiErrorNotice, bus, FEATURE_SEEN_ERROR_MS, type SessionUser } from '@estiba/shared';
import {
  fetchAllFeatures,
  fetchShops,
  sendFeaturesViewed,
  startShopAuthorization,
  type ConnectedShop,
} from './startDialogs.api';
import { featureSteps, seenFeatureIds, type WhatsNewStep } from './whatsNew';

/** Shops to authorise again: the session says which need it, the shops list gives their store addresses. */
export const needsUpdate = (user: SessionUser): boolean =>
  user.shops.some((shop) => shop.updatedScopes === 0);

export interface StartDialogsState {
  shopsToUpdate: ConnectedShop[];
  updateOpen: boolean;
  closeUpdate: () => void;
  /** Sends the browser to the shop's authorisation page; after the grant the store brings it back. */
  updateShop: (shop: ConnectedShop) => Promise<void>;
  steps: WhatsNewStep[];
  whatsNewOpen: boolean;
  closeWhatsNew: () => Promise<void>;
}

export interface StartDialogsDeps {
  /** Leaves for another site (the store's authorisation page). */
  assignLocation: (url: string) => void;
}

export function useStartDialogs(user: SessionUser, { assignLocation }: StartDialogsDeps): StartDialogsState {
  const [shopsToUpdate, setShopsToUpdate] = useState<ConnectedShop[]>([]);
  const [updateOpen, setUpdateOpen] = useState(false);
  const [steps, setSteps] = useState<WhatsNewStep[]>([]);
  const { userId } = user;
  const shopsNeedUpdate = needsUpdate(user);

  useEffect(() => {
    if (!shopsNeedUpdate) return;
    let current = true;
    fetchShops()
      .then((shops) => {
        const waiting = shops.filter((shop) => shop.updatedScopes === 0 && shop.url);
        if (!current || waiting.length === 0) return;
        setShopsToUpdate(waiting);
        setUpdateOpen(true);
      })
      .catch((error: unknown) => console.warn('the shops to update could not be read', error));
    return () => {
      current = false;
    };
  }, [userId, shopsNeedUpdate]);

  useEffect(() => {
    let current = true;
    fetchAllFeatures(userId)
      .then((announcements) => {
        if (current) setSteps(featureSteps(announcements));
      })
      .catch((error: unknown) => console.warn('the new features could not be read', error));
    return () => {
      current = false;
    };
  }, [userId]);

  const closeUpdate = useCallback(() => setUpdateOpen(false), []);

  const updateShop = useCallback(
    async (shop: ConnectedShop) => {
      try {
        assignLocation(await startShopAuthorization(shop.url!));
      } catch (error) {
        bus.emit('notify', apiErrorNotice(error));
      }
    },
    [assignLocation],
  );

  const closeWhatsNew = useCallback(async () => {
    try {
      await sendFeaturesViewed(seenFeatureIds(steps), userId);
    } catch (error) {
      // Spec point 8: the error's text for 2 s; the list is cleared either way.
      bus.emit('notify', {
        text: error instanceof Error ? error.message : String(error),
        severity: 'error',
        autoHideMs: FEATURE_SEEN_ERROR_MS,
      });
    } finally {
      setSteps([]);
    }
  }, [steps, userId]);

  return {
    shopsToUpdate,
    updateOpen,
    closeUpdate,
    updateShop,
    steps,
    whatsNewOpen: steps.length > 0 && !updateOpen,
    closeWhatsNew,
  };
}
