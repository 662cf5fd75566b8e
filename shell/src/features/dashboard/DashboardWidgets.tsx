import { useMemo } from 'react';
import { Card, CardContent, Grid } from '@mui/material';
import { RetryPanel, type DashboardAudience } from '@estiba/shared';
import {
  REMOTE_FAILURE_MESSAGE_ID,
  REMOTE_FAILURE_TITLE_ID,
  useLoadedModules,
  useRemotes,
  type RetryOptions,
} from '../remotes';
import { composeWidgets } from './composeWidgets';
import { RemoteDownCard } from './RemoteDownCard';
import { WidgetCard } from './WidgetCard';
import { WidgetSkeleton } from './WidgetSkeleton';

/** Full width on phones, the widget's own width of 12 columns from a tablet's landscape width up. */
const cardSize = (width: number) => ({ xs: 12, md: width });
/** A card whose widgets are not known yet (a remote on its way or down) takes half a row. */
const PLACEHOLDER_WIDTH = 6;

/**
 * The audience's widgets from every loaded remote, in a 12-column grid; one skeleton stands for the remotes still on their way,
 * a remote that failed leaves one card with Retry (the shell's own retry of failed remotes), and the rest stand.
 */
export function DashboardWidgets({ audience, retry }: { audience: DashboardAudience; retry?: RetryOptions }) {
  const modules = useLoadedModules();
  const { snapshot, retryFailed } = useRemotes();
  const widgets = useMemo(() => composeWidgets(modules, audience), [modules, audience]);
  const onRetry = () => void retryFailed();

  if (snapshot.registry === 'failed') {
    return (
      <RetryPanel titleId={REMOTE_FAILURE_TITLE_ID} messageId={REMOTE_FAILURE_MESSAGE_ID} onRetry={onRetry} />
    );
  }
  // A signed-in person's layout loads every idle remote at once, so idle means on its way here.
  const pending =
    snapshot.registry === 'loading' ||
    snapshot.remotes.some((remote) => remote.status === 'loading' || remote.status === 'idle');
  const failed = snapshot.remotes.filter((remote) => remote.status === 'failed');
  return (
    <Grid container spacing={3} aria-busy={pending}>
      {widgets.map((widget) => (
        <Grid key={widget.id} size={cardSize(widget.width)}>
          <WidgetCard widget={widget} retry={retry} />
        </Grid>
      ))}
      {failed.map((remote) => (
        <Grid key={remote.entry.name} size={cardSize(PLACEHOLDER_WIDTH)}>
          <RemoteDownCard name={remote.entry.name} onRetry={onRetry} />
        </Grid>
      ))}
      {pending && (
        <Grid size={cardSize(PLACEHOLDER_WIDTH)}>
          <Card variant="outlined">
            <CardContent>
              <WidgetSkeleton />
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
}
