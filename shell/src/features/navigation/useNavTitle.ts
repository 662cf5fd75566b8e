import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Translates a navigation title id. Badge titles may be message ids or literal words, so an unknown
 * id falls back to itself instead of reporting a missing translation.
 */
export function useNavText() {
  const intl = useIntl();
  return useCallback(
    (idOrText: string) =>
      Object.prototype.hasOwnProperty.call(intl.messages, idOrText)
        ? intl.formatMessage({ id: idOrText })
        : idOrText,
    [intl],
  );
}
