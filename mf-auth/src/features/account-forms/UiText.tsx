import { FormattedMessage } from 'react-intl';

/**
 * A text to show a person: a message id to translate (our own texts and the error catalogue) or a literal
 * text (a server's message, already in the words the server chose).
 */
export type UiMessage = { id: string; values?: Record<string, string | number> } | { text: string };

/** Renders a UiMessage in the current language. */
export function UiText({ message }: { message: UiMessage }) {
  if ('text' in message) return <>{message.text}</>;
  return <FormattedMessage id={message.id} values={message.values} />;
}
