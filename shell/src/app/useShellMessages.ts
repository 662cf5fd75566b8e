import { useEffect, useMemo, useState } from 'react';
import { bundledMessages, loadMessages, type Locale, type Messages } from '@estiba/shared';
import { useLoadedModules } from '../features/remotes';
import { shellMessages } from '../i18n/messages';
import { composeMessages } from './composition';

/**
 * The texts of the current language: the API bundle (loaded again when the language changes; shared's
 * bundled texts meanwhile), the shell's, and every loaded remote's.
 */
export function useShellMessages(
  language: Locale,
  initial: { language: Locale; messages: Messages },
): Messages {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Messages>>>({
    [initial.language]: initial.messages,
  });
  const modules = useLoadedModules();
  const hasLanguage = language in loaded;

  useEffect(() => {
    if (hasLanguage) return undefined;
    let current = true;
    loadMessages(language).then(
      (messages) => {
        if (current) setLoaded((known) => ({ ...known, [language]: messages }));
      },
      (error: unknown) => console.warn(`messages for ${language} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [language, hasLanguage]);

  const api = loaded[language] ?? bundledMessages[language];
  return useMemo(() => composeMessages(language, shellMessages, modules, api), [language, modules, api]);
}
