import { startTransition, useEffect, useState } from 'react';
import { languageCountry } from '@estiba/shared';
import { fetchLegalDocument } from './api';
import { sanitizeDocument } from './sanitizeDocument';

export type LegalDocumentState =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; html: string };

interface Settled {
  /** Which request this answer belongs to; a different one means the current one is still loading. */
  key: string;
  html: string | null;
}

const requestKey = (name: string, country: string, language: string) => `${country}|${language}|${name}`;

/**
 * A document in the reader's language and the language's country. A failure, an empty document or no
 * name at all leave it unavailable (spec point 8, "Legal page document failure").
 */
export function useLegalDocument(name: string | null, language: string): LegalDocumentState {
  const country = languageCountry(language);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!name) return;
    const key = requestKey(name, country, language);
    const controller = new AbortController();
    fetchLegalDocument({ country, language, name }, controller.signal)
      .then(sanitizeDocument)
      .then(
        (html) => {
          // A long document renders in a transition, in slices rather than one long task.
          if (!controller.signal.aborted) startTransition(() => setSettled({ key, html }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(`legal document "${name}" could not be loaded`, error);
          setSettled({ key, html: null });
        },
      );
    return () => controller.abort();
  }, [name, country, language]);

  if (!name) return { status: 'unavailable' };
  if (settled?.key !== requestKey(name, country, language)) return { status: 'loading' };
  // Whitespace, or a document that was nothing but what sanitising removed, has nothing to read.
  if (!settled.html || !settled.html.replace(/<[^>]*>/g, '').trim()) return { status: 'unavailable' };
  return { status: 'ready', html: settled.html };
}
