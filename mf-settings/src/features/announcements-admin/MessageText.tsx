import { FormattedMessage } from 'react-intl';
import type { UiMessage } from '@estiba/shared';

/** A UiMessage (a text id, or the server's own words) in the current language. */
export function MessageText({ message }: { message: UiMessage }) {
  if ('text' in message) return <>{message.text}</>;
  return <FormattedMessage id={message.id} values={message.values} />;
}
