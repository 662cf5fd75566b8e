import { FormattedMessage, useIntl } from 'react-intl';
import { RetryPanel } from '@estiba/shared';
import { DashboardCard } from './WidgetCard';

const PART_TITLE_PREFIX = 'shell.dashboard.part.';
const UNKNOWN_PART_TITLE_ID = 'shell.dashboard.part.other';

/**
 * The one card a remote that could not be loaded leaves on the dashboard (its widgets are unknown until it loads),
 * named by the part of Estiba it is, with a Retry that loads it again.
 */
export function RemoteDownCard({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { messages } = useIntl();
  const partTitleId = `${PART_TITLE_PREFIX}${name}`;
  const titleId = Object.prototype.hasOwnProperty.call(messages, partTitleId)
    ? partTitleId
    : UNKNOWN_PART_TITLE_ID;
  return (
    <DashboardCard cardId={`remote-${name}`} title={<FormattedMessage id={titleId} />}>
      <RetryPanel
        titleId="shell.dashboard.remoteDown.title"
        messageId="shell.dashboard.remoteDown.message"
        onRetry={onRetry}
      />
    </DashboardCard>
  );
}
