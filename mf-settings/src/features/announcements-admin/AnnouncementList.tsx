import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { StaffAnnouncement } from './announcements-admin.api';

export interface AnnouncementListProps {
  announcements: readonly StaffAnnouncement[];
  busy: boolean;
  onPublish: (announcement: StaffAnnouncement, published: boolean) => void;
}

/** Every announcement: drafts first, then the published ones, each with its features and who has seen it. */
export function AnnouncementList({ announcements, busy, onPublish }: AnnouncementListProps) {
  const intl = useIntl();
  if (announcements.length === 0)
    return (
      <Typography>
        <FormattedMessage id="settings.announcements.empty" />
      </Typography>
    );
  return (
    <List aria-label={intl.formatMessage({ id: 'settings.announcements.list' })}>
      {announcements.map((announcement) => {
        const published = announcement.publishedAt !== null;
        const action = published ? 'settings.announcements.unpublish' : 'settings.announcements.publish';
        return (
          <ListItem key={announcement.id} divider alignItems="flex-start" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 320px' }}
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                  <Typography component="h3" variant="subtitle1">
                    {announcement.topic}
                  </Typography>
                  <Chip
                    size="small"
                    color={published ? 'success' : 'default'}
                    label={
                      published ? (
                        <FormattedMessage
                          id="settings.announcements.publishedOn"
                          values={{
                            date: <FormattedDate value={announcement.publishedAt!} dateStyle="medium" />,
                          }}
                        />
                      ) : (
                        <FormattedMessage id="settings.announcements.draft" />
                      )
                    }
                  />
                </Stack>
              }
              secondary={
                <>
                  {announcement.characteristics.map((feature) => (
                    <Typography key={feature.id} component="span" variant="body2" sx={{ display: 'block' }}>
                      {feature.description}
                    </Typography>
                  ))}
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    <FormattedMessage
                      id="settings.announcements.seenBy"
                      values={{ count: announcement.seenBy }}
                    />
                  </Typography>
                </>
              }
              slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
            />
            <Button
              variant={published ? 'outlined' : 'contained'}
              disabled={busy}
              onClick={() => onPublish(announcement, !published)}
              aria-label={intl.formatMessage({ id: `${action}.named` }, { topic: announcement.topic })}
            >
              <FormattedMessage id={action} />
            </Button>
          </ListItem>
        );
      })}
    </List>
  );
}
