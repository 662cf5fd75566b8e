import { Suspense, useState, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { DashboardWidget } from '@estiba/shared';
import { ScreenErrorBoundary, type RetryOptions } from '../remotes';
import { WidgetSkeleton } from './WidgetSkeleton';
import { forgetWidgetBody, widgetBody } from './widgetBodies';

/** A card of the dashboard: a region named by its heading. */
export function DashboardCard({
  cardId,
  title,
  children,
}: {
  cardId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const headingId = `dashboard-card-${cardId}-title`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * One widget: its body loads lazily inside its own error boundary, so a widget whose chunk or render fails shows
 * Retry in its card while the others stand.
 */
export function WidgetCard({ widget, retry }: { widget: DashboardWidget; retry?: RetryOptions }) {
  const [attempt, setAttempt] = useState(0);
  const Body = widgetBody(widget, retry);
  const again = () => {
    forgetWidgetBody(widget);
    setAttempt((count) => count + 1);
  };
  return (
    <DashboardCard cardId={widget.id} title={<FormattedMessage id={widget.titleId} />}>
      <ScreenErrorBoundary
        resetKey={widget.id}
        onRetry={again}
        titleId="shell.dashboard.widgetFailed.title"
        messageId="shell.dashboard.widgetFailed.message"
      >
        <Suspense key={attempt} fallback={<WidgetSkeleton />}>
          <Body />
        </Suspense>
      </ScreenErrorBoundary>
    </DashboardCard>
  );
}
