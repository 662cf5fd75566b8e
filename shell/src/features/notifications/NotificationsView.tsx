// The snackbar and the dialog themselves: their code (MUI's Snackbar, Alert, Dialog and their
// transitions) loads the first time something is shown, so a page that shows nothing never downloads it.
import { useId } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Snackbar,
  type SnackbarCloseReason,
} from '@mui/material';
import { useIntl } from 'react-intl';
import {
  SNACKBAR_AUTO_HIDE_MS,
  type DialogAction,
  type DialogPayload,
  type NotifyPayload,
} from '@estiba/shared';

export interface QueuedNotice extends NotifyPayload {
  key: number;
}

/** The dialog's one button when the opener gave none. */
const DEFAULT_ACTIONS: DialogAction[] = [
  { labelId: 'chrome.notifications.dialogClose', variant: 'contained' },
];

export interface NotificationsViewProps {
  /** The notice at the head of the queue, with its text already translated. */
  notice: { current: QueuedNotice; text: string } | null;
  noticeOpen: boolean;
  onHideNotice: (event?: unknown, reason?: SnackbarCloseReason) => void;
  /** The shown notice has left the screen: the next one may come. */
  onNoticeExited: () => void;
  dialog: DialogPayload | null;
  dialogOpen: boolean;
  dialogTitle: string | null;
  dialogBody: string | null;
  onCloseDialog: () => void;
  onDialogExited: () => void;
}

export default function NotificationsView({
  notice,
  noticeOpen,
  onHideNotice,
  onNoticeExited,
  dialog,
  dialogOpen,
  dialogTitle,
  dialogBody,
  onCloseDialog,
  onDialogExited,
}: NotificationsViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  return (
    <>
      {notice && (
        <Snackbar
          key={notice.current.key}
          open={noticeOpen}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          autoHideDuration={notice.current.autoHideMs ?? SNACKBAR_AUTO_HIDE_MS}
          onClose={onHideNotice}
          slotProps={{ transition: { onExited: onNoticeExited } }}
        >
          <Alert
            severity={notice.current.severity}
            variant="filled"
            onClose={() => onHideNotice()}
            closeText={intl.formatMessage({ id: 'chrome.notifications.close' })}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {notice.text}
          </Alert>
        </Snackbar>
      )}
      <Dialog
        open={dialogOpen}
        onClose={onCloseDialog}
        slotProps={{ transition: { onExited: onDialogExited } }}
        aria-labelledby={dialogTitle ? titleId : undefined}
        aria-describedby={dialogBody ? bodyId : undefined}
        fullWidth
        maxWidth="sm"
      >
        {dialogTitle && <DialogTitle id={titleId}>{dialogTitle}</DialogTitle>}
        {dialogBody && (
          <DialogContent>
            <DialogContentText id={bodyId}>{dialogBody}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          {(dialog?.actions?.length ? dialog.actions : DEFAULT_ACTIONS).map((action) => (
            <Button
              key={action.labelId}
              variant={action.variant ?? 'text'}
              onClick={() => {
                action.onClick?.();
                onCloseDialog();
              }}
            >
              {intl.formatMessage({ id: action.labelId })}
            </Button>
          ))}
        </DialogActions>
      </Dialog>
    </>
  );
}
