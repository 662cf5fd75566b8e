import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnouncementInput } from './announcements-admin.api';

export const TOPIC_MAX = 120;
export const DESCRIPTION_MAX = 2000;

interface FeatureDraft {
  key: number;
  description: string;
  imageUrl: string;
}

export interface AnnouncementFormProps {
  busy: boolean;
  /** The server's refusals by field (topic, characteristics.{i}.description, characteristics.{i}.imageUrl). */
  fieldErrors: Record<string, string>;
  /** Answers whether the draft was saved (the form then starts afresh). */
  onSave: (input: AnnouncementInput) => Promise<boolean>;
}

/** A new announcement: its topic and one or more features (a description, and an image if any). */
export function AnnouncementForm({ busy, fieldErrors, onSave }: AnnouncementFormProps) {
  const intl = useIntl();
  const [topic, setTopic] = useState('');
  const [features, setFeatures] = useState<FeatureDraft[]>([{ key: 0, description: '', imageUrl: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const [touched, setTouched] = useState(false);

  const required = intl.formatMessage({ id: 'settings.announcements.required' });
  const topicError = fieldErrors.topic ?? (touched && !topic.trim() ? required : undefined);
  const change = (key: number, field: 'description' | 'imageUrl', value: string) =>
    setFeatures((list) =>
      list.map((feature) => (feature.key === key ? { ...feature, [field]: value } : feature)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!topic.trim() || features.some((feature) => !feature.description.trim())) return;
    const saved = await onSave({
      topic: topic.trim(),
      characteristics: features.map(({ description, imageUrl }) => ({
        description: description.trim(),
        imageUrl: imageUrl.trim() || null,
      })),
    });
    if (saved) {
      setTopic('');
      setFeatures([{ key: nextKey, description: '', imageUrl: '' }]);
      setNextKey((key) => key + 1);
      setTouched(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="settings.announcements.new" />
      </Typography>
      <TextField
        label={intl.formatMessage({ id: 'settings.announcements.topic' })}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        required
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { maxLength: TOPIC_MAX } }}
        error={Boolean(topicError)}
        helperText={topicError}
      />
      {features.map((feature, index) => {
        const descriptionError =
          fieldErrors[`characteristics.${index}.description`] ??
          (touched && !feature.description.trim() ? required : undefined);
        const imageError = fieldErrors[`characteristics.${index}.imageUrl`];
        const number = index + 1;
        return (
          <Box
            key={feature.key}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 2 }}
          >
            <Typography component="legend" sx={{ px: 1 }}>
              <FormattedMessage id="settings.announcements.feature" values={{ number }} />
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack sx={{ flex: 1 }}>
                <TextField
                  label={intl.formatMessage({ id: 'settings.announcements.description' }, { number })}
                  value={feature.description}
                  onChange={(event) => change(feature.key, 'description', event.target.value)}
                  required
                  multiline
                  minRows={2}
                  margin="dense"
                  slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
                  error={Boolean(descriptionError)}
                  helperText={descriptionError}
                />
                <TextField
                  label={intl.formatMessage({ id: 'settings.announcements.imageUrl' }, { number })}
                  value={feature.imageUrl}
                  onChange={(event) => change(feature.key, 'imageUrl', event.target.value)}
                  margin="dense"
                  error={Boolean(imageError)}
                  helperText={imageError ?? intl.formatMessage({ id: 'settings.announcements.imageHint' })}
                />
              </Stack>
              {features.length > 1 && (
                <IconButton
                  aria-label={intl.formatMessage({ id: 'settings.announcements.removeFeature' }, { number })}
                  onClick={() => setFeatures((list) => list.filter((other) => other.key !== feature.key))}
                >
                  <CloseIcon />
                </IconButton>
              )}
            </Stack>
          </Box>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          onClick={() => {
            setFeatures((list) => [...list, { key: nextKey, description: '', imageUrl: '' }]);
            setNextKey((key) => key + 1);
          }}
        >
          <FormattedMessage id="settings.announcements.addFeature" />
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id="settings.announcements.saveDraft" />
        </Button>
      </Stack>
    </Box>
  );
}
