import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { bus, failedResponse, failureMessage, newIdempotencyKey, type UiMessage } from '@estiba/shared';
import {
  createAnnouncement,
  fetchAnnouncements,
  setPublished,
  type AnnouncementInput,
  type StaffAnnouncement,
} from './announcements-admin.api';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementList } from './AnnouncementList';
import { MessageText } from './MessageText';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; announcements: StaffAnnouncement[] };

/** The server's refusals by field, when it named them (400 with fieldErrors). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = failedResponse(error)?.data;
  const fieldErrors =
    data && typeof data === 'object' ? (data as { fieldErrors?: unknown }).fieldErrors : null;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : {};
}

/**
 * `/floor/announcements` (staff and admins, issue 19): the merchants' What's New. Staff write an announcement as a
 * draft (a topic and its features), publish it (every merchant sees it at their next start) or take it back.
 */
export function AnnouncementsAdminPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The same key while one save is retried after a failure without an answer; a new one once it is saved.
  const createKey = useRef(newIdempotencyKey());

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'done', announcements: await fetchAnnouncements() });
    } catch (failure) {
      setLoaded({ status: 'failed', message: failureMessage(failure) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const put = (announcement: StaffAnnouncement) =>
    setLoaded((current) =>
      current.status === 'done'
        ? {
            status: 'done',
            announcements: current.announcements.some((a) => a.id === announcement.id)
              ? current.announcements.map((a) => (a.id === announcement.id ? announcement : a))
              : [announcement, ...current.announcements],
          }
        : current,
    );

  const save = async (input: AnnouncementInput): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      put(await createAnnouncement(input, createKey.current));
      createKey.current = newIdempotencyKey();
      bus.emit('notify', {
        id: 'settings.announcements.saved',
        values: { topic: input.topic },
        severity: 'success',
      });
      return true;
    } catch (failure) {
      setFieldErrors(fieldErrorsOf(failure));
      setError(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const publish = async (announcement: StaffAnnouncement, published: boolean) => {
    setBusy(true);
    setError(null);
    try {
      put(await setPublished(announcement.id, published));
      bus.emit('notify', {
        id: published ? 'settings.announcements.publishedNotice' : 'settings.announcements.unpublishedNotice',
        values: { topic: announcement.topic },
        severity: 'success',
      });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.announcements.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="settings.announcements.intro" />
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          <MessageText message={error} />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <AnnouncementForm busy={busy} fieldErrors={fieldErrors} onSave={save} />
      </Paper>
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="settings.announcements.list" />
      </Typography>
      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <FormattedMessage id="settings.announcements.loading" />
        </Box>
      )}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load()}>
              <FormattedMessage id="settings.announcements.retry" />
            </Button>
          }
        >
          <MessageText message={loaded.message} />
        </Alert>
      )}
      {loaded.status === 'done' && (
        <AnnouncementList
          announcements={loaded.announcements}
          busy={busy}
          onPublish={(announcement, published) => void publish(announcement, published)}
        />
      )}
    </Box>
  );
}
