import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import type { UiMessage } from '@estiba/shared';
import { UiText } from '../integrations/UiText';

export interface CreateSubscriptionInput {
  url: string;
  topics: string[];
}

/** Field errors: the form's own checks, or the API's refusal of a field. */
export type FieldErrors = Partial<Record<'url' | 'topics', UiMessage>>;

/** The endpoint's address and the topics it wants; the form checks both before sending. */
export function CreateSubscriptionForm({
  topics,
  busy,
  errors,
  onCreate,
}: {
  topics: string[];
  busy: boolean;
  errors: FieldErrors;
  onCreate: (input: CreateSubscriptionInput) => Promise<boolean>;
}) {
  const intl = useIntl();
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [own, setOwn] = useState<FieldErrors>({});
  const shown = { ...errors, ...own };

  const toggle = (topic: string) =>
    setChosen((current) =>
      current.includes(topic) ? current.filter((t) => t !== topic) : [...current, topic],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = { id: 'settings.webhooks.error.url' };
    if (chosen.length === 0) found.topics = { id: 'settings.webhooks.error.topics' };
    setOwn(found);
    if (found.url || found.topics) return;
    if (await onCreate({ url: url.trim(), topics: chosen })) {
      setUrl('');
      setChosen([]);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography variant="h6" component="h3" gutterBottom>
        <FormattedMessage id="settings.webhooks.create.title" />
      </Typography>
      <TextField
        label={intl.formatMessage({ id: 'settings.webhooks.create.url' })}
        placeholder="https://example.com/estiba/webhooks"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(shown.url)}
        helperText={
          shown.url ? (
            <UiText message={shown.url} />
          ) : (
            <FormattedMessage id="settings.webhooks.create.urlHelp" />
          )
        }
        fullWidth
        required
        slotProps={{ htmlInput: { inputMode: 'url' } }}
        sx={{ mb: 2 }}
      />
      <FormControl component="fieldset" error={Boolean(shown.topics)} sx={{ mb: 2 }}>
        <FormLabel component="legend">
          <FormattedMessage id="settings.webhooks.create.topics" />
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {topics.map((topic) => (
            <FormControlLabel
              key={topic}
              control={<Checkbox checked={chosen.includes(topic)} onChange={() => toggle(topic)} />}
              label={<code>{topic}</code>}
            />
          ))}
        </FormGroup>
        {shown.topics && (
          <FormHelperText>
            <UiText message={shown.topics} />
          </FormHelperText>
        )}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id="settings.webhooks.create.submit" />
        </Button>
      </Box>
    </Box>
  );
}
