import { startTransition, useEffect, useMemo, useState } from 'react';
import { bundledMessages, loadMessages, type Locale, type Messages } from '@estiba/shared';
import { remoteTexts, textsOf, useLoadedModules } from '../features/remotes';
import { loadShellMessages } from '../i18n/loadShellMessages';
import { composeMessages } from './composition';

function sameTexts(a: Messages, b: Messages): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The first language's texts: the API bundle, known already or still loading (start-up does not wait
 * for it), and the shell's own (a chunk per language, loaded before the first render).
 */
export interface InitialMessages {
  language: Locale;
  messages: Messages | Promise<Messages>;
  shell: Messages;
}

/**
 * The texts of the current language: the API bundle (loaded again when the language changes; shared's
 * bundled texts meanwhile, so the first paint never waits for the API), the shell's, and every loaded
 * remote's (start-up loaded them in the first language before the remote counted as loaded).
 */
export function useShellMessages(language: Locale, initial: InitialMessages): Messages {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Messages>>>(() =>
    initial.messages instanceof Promise ? {} : { [initial.language]: initial.messages },
  );
  const modules = useLoadedModules();
  const hasLanguage = language in loaded;

  // The shell's texts come a language at a time; after a change, the first language's words stay
  // until the new language's chunk arrives (as the remotes' do).
  const [shellTexts, setShellTexts] = useState<Partial<Record<Locale, Messages>>>(() => ({
    [initial.language]: initial.shell,
  }));
  const hasShellTexts = language in shellTexts;
  useEffect(() => {
    if (hasShellTexts) return undefined;
    let current = true;
    loadShellMessages(language).then(
      (messages) => {
        if (current) startTransition(() => setShellTexts((known) => ({ ...known, [language]: messages })));
      },
      (error: unknown) => console.warn(`the shell's ${language} texts could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [language, hasShellTexts]);

  useEffect(() => {
    if (hasLanguage) return undefined;
    let current = true;
    // The start-up request for the first language is reused rather than sent twice.
    const pending =
      language === initial.language && initial.messages instanceof Promise
        ? initial.messages
        : loadMessages(language);
    pending.then(
      (messages) => {
        // Usually the API's texts are the bundled ones: keeping the same object then spares the whole
        // page a re-render (and the visitor a long task) for nothing.
        const bundled = bundledMessages[language];
        const kept = sameTexts(messages, bundled) ? bundled : messages;
        // A transition: new texts re-render every message on the page, in slices rather than one task.
        if (current) startTransition(() => setLoaded((known) => ({ ...known, [language]: kept })));
      },
      (error: unknown) => console.warn(`messages for ${language} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [language, hasLanguage, initial]);

  // A remote that loads its texts per language loads the new language's; until they arrive it keeps
  // its first language's words (textsOf), then everything re-renders once, in a transition.
  // Read from the store at render (start-up loads the first language's texts before the remote counts
  // as loaded); this state only re-renders the page when another language's arrive.
  const [, setRemoteLoaded] = useState(remoteTexts.loaded);
  useEffect(() => {
    const missing = modules.filter((module) => !remoteTexts.has(module, language));
    if (missing.length === 0) return undefined;
    let current = true;
    const settled = missing.map((module) =>
      remoteTexts
        .load(module, language)
        .catch((error: unknown) =>
          console.warn(`${module.name}'s ${language} texts could not be loaded`, error),
        ),
    );
    void Promise.all(settled).then(() => {
      if (current) startTransition(() => setRemoteLoaded(remoteTexts.loaded()));
    });
    return () => {
      current = false;
    };
  }, [modules, language]);

  const api = loaded[language] ?? bundledMessages[language];
  const shell = shellTexts[language] ?? initial.shell;
  const remoteLoaded = remoteTexts.loaded();
  return useMemo(
    () =>
      composeMessages(
        shell,
        modules.map((module) => textsOf(remoteLoaded, module, language)),
        api,
      ),
    [language, shell, modules, api, remoteLoaded],
  );
}
