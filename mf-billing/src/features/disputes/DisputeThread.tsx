import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { failureMessage, type UiMessage } from '@estiba/shared';
import { formatInstant, money, UiText } from '../billing-common';
import { MAX_MESSAGE_LENGTH, messageError } from './dispute.form';
import type { DisputeDetail, DisputeSide } from './disputes.api';
import { DisputeStatusChip } from './DisputeStatusChip';

export interface DisputeThreadProps {
  detail: DisputeDetail;
  /** Who reads it: their own messages sit on the right. */
  side: DisputeSide;
  onReply: (body: string) => Promise<void>;
}

/** How the dispute ended, in a sentence: who rejected it, or the credit line issued. */
function Resolution({ detail }: { detail: DisputeDetail }) {
  const intl = useIntl();
  const { dispute } = detail;
  if (dispute.status === 'open') return null;
  const who = dispute.resolvedByName ?? '';
  return (
    <Alert severity={dispute.status === 'credited' ? 'success' : 'info'} sx={{ mb: 2 }}>
      {dispute.status === 'credited' ? (
        <FormattedMessage
          id="billing.disputes.thread.credited"
          values={{ who, amount: money(dispute.creditCents ?? 0, dispute.currency, intl.locale) }}
        />
      ) : (
        <FormattedMessage id="billing.disputes.thread.rejected" values={{ who }} />
      )}
    </Alert>
  );
}

/**
 * A dispute's conversation: its status, the messages oldest first (the merchant's reason first, each with its
 * author's name and when), how it ended, and while it is open a box to answer (a blank message is refused on the
 * field; the server's refusal shows in its words).
 */
export function DisputeThread({ detail, side, onReply }: DisputeThreadProps) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const error = messageError(body);
  const shownError = touched ? error : null;
  const { dispute, messages } = detail;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onReply(body.trim());
      setBody('');
      setTouched(false);
    } catch (failed) {
      setFailure(failureMessage(failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography component="h2" variant="h6">
          <FormattedMessage id="billing.disputes.thread.title" />
        </Typography>
        <DisputeStatusChip status={dispute.status} />
      </Stack>
      <Resolution detail={detail} />
      <List aria-label={intl.formatMessage({ id: 'billing.disputes.thread.messages' })} disablePadding>
        {messages.map((message) => {
          const own = message.authorRole === side;
          return (
            <ListItem
              key={message.id}
              disableGutters
              sx={{ justifyContent: own ? 'flex-end' : 'flex-start' }}
            >
              <Paper
                variant="outlined"
                sx={{ p: 1.5, maxWidth: '80%', bgcolor: own ? 'action.hover' : 'background.paper' }}
              >
                <Typography variant="subtitle2" component="p">
                  <FormattedMessage
                    id={`billing.disputes.thread.author.${message.authorRole}`}
                    values={{ name: message.authorName }}
                  />
                </Typography>
                <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                  {message.body}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatInstant(message.createdAt, intl.locale)}
                </Typography>
              </Paper>
            </ListItem>
          );
        })}
      </List>
      {dispute.status === 'open' && (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <UiText message={failure} />
            </Alert>
          )}
          <TextField
            id="dispute-reply"
            name="body"
            label={intl.formatMessage({ id: 'billing.disputes.thread.reply' })}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onBlur={() => setTouched(body !== '')}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(shownError)}
            helperText={
              shownError ? intl.formatMessage({ id: shownError }, { max: MAX_MESSAGE_LENGTH }) : ' '
            }
          />
          <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1 }}>
            <FormattedMessage id="billing.disputes.thread.send" />
          </Button>
        </Box>
      )}
    </Box>
  );
}
