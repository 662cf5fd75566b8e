import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SnackbarCloseReason } from '@mui/material';
import { useIntl } from 'react-intl';
import { bus, type DialogPayload, type NotifyPayload } from '@estiba/shared';
import type { QueuedNotice } from './NotificationsView';

const NotificationsView = lazy(() => import(/* webpackChunkName: "notifications" */ './NotificationsView'));

/**
 * The one snackbar and the one generic dialog of the page. Any package opens them through the bus
 * ('notify', 'dialog/open', 'dialog/close'), so no remote needs its own.
 */
export function NotificationsHost() {
  const intl = useIntl();
  const [queue, setQueue] = useState<QueuedNotice[]>([]);
  const [open, setOpen] = useState(false);
  // The payload outlives `dialogOpen` so the dialog keeps its words while it fades out.
  const [dialog, setDialog] = useState<DialogPayload | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const nextKey = useRef(1);

  useEffect(() => {
    const offNotify = bus.on('notify', (payload) => {
      setQueue((current) => [...current, { ...payload, key: nextKey.current++ }]);
      // A newer notice hurries the shown one out (MUI's consecutive-snackbars pattern).
      setOpen(false);
    });
    const offOpen = bus.on('dialog/open', (payload) => {
      setDialog(payload);
      setDialogOpen(true);
    });
    const offClose = bus.on('dialog/close', () => setDialogOpen(false));
    return () => {
      offNotify();
      offOpen();
      offClose();
    };
  }, []);

  const current = queue[0];
  const currentKey = current?.key;

  // Each notice that reaches the head of the queue is shown for its own full display time.
  useEffect(() => {
    if (currentKey !== undefined) setOpen(true);
  }, [currentKey]);

  /** A message id is translated (the literal is its fallback); without an id the literal is shown as is. */
  const text = (id: string | undefined, literal: string | undefined, values?: NotifyPayload['values']) =>
    id ? intl.formatMessage({ id, defaultMessage: literal ?? id }, values) : (literal ?? '');

  const hide = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not cut the 6 s short; only the timer, Escape or Close do.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const showNext = () => setQueue((rest) => rest.slice(1));
  const closeDialog = () => setDialogOpen(false);

  const title =
    dialog && (dialog.titleId || dialog.title) ? text(dialog.titleId, dialog.title, dialog.values) : null;
  const body =
    dialog && (dialog.bodyId || dialog.body) ? text(dialog.bodyId, dialog.body, dialog.values) : null;

  // Until something is shown, nothing is rendered and the view's code is not loaded.
  if (!current && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsView
        notice={current ? { current, text: text(current.id, current.text, current.values) } : null}
        noticeOpen={open}
        onHideNotice={hide}
        onNoticeExited={showNext}
        dialog={dialog}
        dialogOpen={dialogOpen}
        dialogTitle={title}
        dialogBody={body}
        onCloseDialog={closeDialog}
        onDialogExited={() => setDialog(null)}
      />
    </Suspense>
  );
}
