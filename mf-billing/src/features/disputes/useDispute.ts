import { useCallback, useEffect, useState } from 'react';
import { failureMessage, type UiMessage } from '@estiba/shared';
import { useBusEvent } from '../billing-common';
import { fetchDispute, postDisputeMessage, type DisputeDetail, type DisputeSide } from './disputes.api';

export interface DisputeState {
  detail: DisputeDetail | null;
  failure: UiMessage | null;
  reload: () => void;
  /** Sends a message and shows the thread the server answers; throws the call's error to the caller's form. */
  reply: (body: string) => Promise<void>;
  /** Replaces the shown dispute with a server's answer (after reject or credit). */
  replace: (detail: DisputeDetail) => void;
}

/**
 * One dispute as `side` reads it, loaded again when the other side writes or resolves it
 * (charge_dispute.changed on the bus), so both see the thread without a reload.
 */
export function useDispute(side: DisputeSide, disputeId: string | null): DisputeState {
  const [detail, setDetail] = useState<DisputeDetail | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    if (!disputeId) return undefined;
    let current = true;
    setFailure(null);
    fetchDispute(side, disputeId).then(
      (loaded) => {
        if (current) setDetail(loaded);
      },
      (error: unknown) => {
        if (current) setFailure(failureMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [side, disputeId, version]);

  useBusEvent('charge_dispute.changed', (payload) => {
    if (payload.disputeId === disputeId) reload();
  });

  const reply = useCallback(
    async (body: string) => {
      if (!disputeId) return;
      setDetail(await postDisputeMessage(side, disputeId, body));
    },
    [side, disputeId],
  );

  return { detail, failure, reload, reply, replace: setDetail };
}
