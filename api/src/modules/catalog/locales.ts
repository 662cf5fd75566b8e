// Translation bundles (GET locales/{language}): the same JSON files the front end bundles as its fallback,
// read from LOCALES_DIR so one copy of the texts serves both.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NotFound } from '../../platform/errors.js';
import type { LocaleMessages as Messages } from './schemas.js';

export const LANGUAGES = ['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
export type Language = (typeof LANGUAGES)[number];

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

function isMissingFile(error: unknown): boolean {
  // Checked by shape, not instanceof: Node's errors may come from another realm (a test sandbox, a worker).
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

export class LocaleBundles {
  constructor(private readonly directory: string) {}

  async bundle(language: string): Promise<Messages> {
    const unknown = new NotFound(`No translations for language "${language}".`);
    if (!isLanguage(language)) throw unknown;
    let text: string;
    try {
      text = await readFile(path.join(this.directory, `${language}.json`), 'utf8');
    } catch (error) {
      if (isMissingFile(error)) throw unknown;
      throw error;
    }
    return JSON.parse(text) as Messages;
  }

  /** One message, for the browser's single-key refresh. */
  async message(language: string, key: string): Promise<Messages> {
    const messages = await this.bundle(language);
    if (!Object.hasOwn(messages, key)) {
      throw new NotFound(`No message "${key}" in the ${language} translations.`);
    }
    return { [key]: messages[key] as string };
  }
}
