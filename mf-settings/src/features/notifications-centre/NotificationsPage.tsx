import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import {
  bus,
  failureMessage,
  PageLoader,
  RetryPanel,
  type NotificationRecord,
  type UiMessage,
} from '@estiba/shared';
import { UiText } from '../../forms/UiText';
import { byUnreadThenNewest, notificationText } from './notification.text';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
} from './notifications.api';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; notifications: Notification[] };

/** A notification.created event's notification, when it carries a whole one. */
function liveNotification(record: NotificationRecord | undefined): Notification | null {
  if (!record || typeof record.id !== 'string' || typeof record.kind !== 'string') return null;
  if (typeof record.createdAt !== 'string' || !/^\d+$/.test(record.id)) return null;
  return {
    id: record.id,
    kind: record.kind,
    payload: record.payload && typeof record.payload === 'object' ? record.payload : {},
    readAt: typeof record.readAt === 'string' ? record.readAt : null,
    createdAt: record.createdAt,
  };
}

/**
 * `/apps/mail` (the user menu's notifications centre): the merchant's notifications, unread first, each with what
 * happened, when (in the user's time zone) and a link to it; mark one or all read. New ones arrive live over the
 * socket (notification.created), and marks made in another tab follow (notification.read).
 */
export function NotificationsPage() {
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const reload = useCallback(async () => {
    try {
      const list = await fetchNotifications();
      setLoad({ state: 'ready', notifications: [...list.notifications].sort(byUnreadThenNewest) });
    } catch (error) {
      console.warn('the notifications did not load', error);
      setLoad((current) => (current.state === 'ready' ? current : { state: 'failed' }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    const offCreated = bus.on('notification.created', ({ notification }) => {
      const arrived = liveNotification(notification);
      // Without the whole notification (an older API), the list is read again.
      if (!arrived) return void reload();
      setLoad((current) =>
        current.state !== 'ready' || current.notifications.some((item) => item.id === arrived.id)
          ? current
          : { state: 'ready', notifications: [arrived, ...current.notifications].sort(byUnreadThenNewest) },
      );
    });
    const offRead = bus.on('notification.read', ({ all, notificationIds }) => {
      const ids = new Set(notificationIds ?? []);
      const now = new Date().toISOString();
      setLoad((current) =>
        current.state !== 'ready'
          ? current
          : {
              state: 'ready',
              notifications: current.notifications
                .map((item) =>
                  item.readAt === null && (all || ids.has(item.id)) ? { ...item, readAt: now } : item,
                )
                .sort(byUnreadThenNewest),
            },
      );
    });
    return () => {
      offCreated();
      offRead();
    };
  }, [reload]);

  if (load.state === 'loading') return <PageLoader />;
  if (load.state === 'failed') return <RetryPanel onRetry={() => void reload()} />;

  const notifications = load.notifications;
  const unread = notifications.filter((item) => item.readAt === null).length;

  const replace = (updated: Notification) =>
    setLoad((current) =>
      current.state !== 'ready'
        ? current
        : {
            state: 'ready',
            notifications: current.notifications
              .map((item) => (item.id === updated.id ? updated : item))
              .sort(byUnreadThenNewest),
          },
    );

  const markRead = async (item: Notification) => {
    setFailure(null);
    try {
      replace(await markNotificationRead(item.id));
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  const markAll = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await markAllNotificationsRead();
      await reload();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.notifications.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="settings.notifications.intro" />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography role="status" aria-live="polite" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="settings.notifications.unreadCount" values={{ count: unread }} />
        </Typography>
        <Button variant="outlined" disabled={busy || unread === 0} onClick={() => void markAll()}>
          <FormattedMessage id="settings.notifications.markAll" />
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <UiText message={failure} />
        </Alert>
      )}
      {notifications.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            <FormattedMessage id="settings.notifications.empty" />
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List aria-label={intl.formatMessage({ id: 'settings.notifications.list' })} disablePadding>
            {notifications.map((item, index) => {
              const described = notificationText(item, intl.locale);
              const title = intl.formatMessage({ id: described.titleId });
              const isUnread = item.readAt === null;
              return (
                <ListItem
                  key={item.id}
                  divider={index < notifications.length - 1}
                  sx={{ alignItems: 'flex-start', gap: 2, bgcolor: isUnread ? 'action.hover' : undefined }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography
                        component="h2"
                        variant="subtitle1"
                        sx={{ fontWeight: isUnread ? 700 : 500 }}
                      >
                        {title}
                      </Typography>
                      {isUnread && (
                        <Chip
                          size="small"
                          color="primary"
                          label={intl.formatMessage({ id: 'settings.notifications.unread' })}
                        />
                      )}
                    </Stack>
                    <Typography>
                      <FormattedMessage id={described.bodyId} values={described.values} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="p">
                      <time dateTime={item.createdAt}>
                        {intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    {described.link && (
                      <Button
                        component={RouterLink}
                        to={described.link}
                        size="small"
                        onClick={() => {
                          if (isUnread) void markRead(item);
                        }}
                        aria-label={intl.formatMessage({ id: 'settings.notifications.openOf' }, { title })}
                      >
                        <FormattedMessage id="settings.notifications.open" />
                      </Button>
                    )}
                    {isUnread && (
                      <Button
                        size="small"
                        onClick={() => void markRead(item)}
                        aria-label={intl.formatMessage(
                          { id: 'settings.notifications.markReadOf' },
                          { title },
                        )}
                      >
                        <FormattedMessage id="settings.notifications.markRead" />
                      </Button>
                    )}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
    </Box>
  );
}
