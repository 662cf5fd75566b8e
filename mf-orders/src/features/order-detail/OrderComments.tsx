import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, List, ListItem, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  addOrderComment,
  downloadFile,
  failureMessage,
  formatBytes,
  formatInstant,
  newIdempotencyKey,
  UiText,
  type OrderComment,
  type UiMessage,
} from '../orders-common';

/** Out of sight but still in the keyboard's and screen readers' reach. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The contract's MAX_COMMENT_LENGTH. */
export const MAX_COMMENT_LENGTH = 4000;

/**
 * The comments thread between the merchant and the warehouse (oldest first, files to download) and the form
 * that adds one: text and an optional file, sent as multipart to `POST client/order/{id}/comment` (spec point 7;
 * the FAQ's "own shipping labels": attach a document to an order). A failure shows the server's message
 * (spec point 8). One Idempotency-Key per comment, kept across retries of it.
 */
export function OrderComments({
  orderId,
  comments,
  onAdded,
}: {
  orderId: string;
  comments: OrderComment[];
  onAdded: (comment: OrderComment) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [empty, setEmpty] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The key of the comment being written: a retry of the same comment sends it again; an edit is a new one.
  const key = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !file) {
      setEmpty(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    key.current ??= newIdempotencyKey();
    try {
      const comment = await addOrderComment(orderId, text.trim(), file, key.current);
      onAdded(comment);
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      key.current = null;
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const download = async (comment: OrderComment) => {
    if (!comment.file) return;
    setFailure(null);
    try {
      await downloadFile(comment.file.url, comment.file.fileName);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <>
      <Typography component="h2" variant="h6" id="order-comments-title" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.detail.comments" />
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="orders.detail.comments.none" />
        </Typography>
      ) : (
        <List aria-labelledby="order-comments-title">
          {comments.map((comment) => (
            <ListItem
              key={comment.id}
              disableGutters
              sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" color="text.secondary">
                {comment.author?.name ?? intl.formatMessage({ id: 'orders.detail.history.system' })}
                {' · '}
                {formatInstant(comment.createdAt, intl.locale)}
              </Typography>
              {comment.body && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Typography>}
              {comment.file && (
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => void download(comment)}
                  sx={{ textTransform: 'none' }}
                >
                  {`${comment.file.fileName} (${formatBytes(comment.file.sizeBytes, intl.locale)})`}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
        <TextField
          label={intl.formatMessage({ id: 'orders.detail.comments.text' })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
            key.current = null;
          }}
          multiline
          minRows={2}
          fullWidth
          error={empty}
          helperText={empty ? intl.formatMessage({ id: 'orders.detail.comments.empty' }) : undefined}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          {/* MUI's file button, as mf-inventory's file picker: the label names the input, the one control a
              keyboard reaches (axe forbids a button role around an input); its focus is drawn on the label. */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<AttachFileIcon />}
            sx={{
              '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            <FormattedMessage id="orders.detail.comments.attach" />
            <input
              ref={fileInput}
              type="file"
              style={VISUALLY_HIDDEN}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setEmpty(false);
                key.current = null;
              }}
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          <Button type="submit" variant="contained" disabled={busy}>
            <FormattedMessage id="orders.detail.comments.add" />
          </Button>
        </Box>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            <UiText message={failure} />
          </Alert>
        )}
      </Box>
    </>
  );
}
