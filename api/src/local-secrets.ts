// The secrets of a development machine: generated at random on first use into the api package's data folder and
// reused afterwards, so `npm start` works on a fresh clone without any secret being written in the repository.
// `npm start` hands the same values to the API and the static servers; the token CLI reads them too.
// Node built-ins only: e2e/system/start.mjs imports the built file before anything else is loaded.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder (this file sits in src/ or, once built, in dist/). */
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Beside the embedded database, in the folder git ignores. */
export const LOCAL_SECRETS_FILE = path.join(API_ROOT, '.data', 'secrets.json');
/** 48 random bytes: 64 characters, twice the HS256 minimum. */
const SECRET_BYTES = 48;
/** The API's minimum JWT secret length (config.ts); a shorter one in the file is replaced. */
const MIN_SECRET_LENGTH = 32;
/** Readable by its owner only: anyone who reads the JWT secret can sign in as anybody. */
const FILE_MODE = 0o600;

export interface LocalSecrets {
  jwtSecret: string;
  payloadKey: string;
}

export const randomSecret = (): string => randomBytes(SECRET_BYTES).toString('base64url');

function parse(text: string): LocalSecrets | null {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof LocalSecrets, unknown>>;
    const { jwtSecret, payloadKey } = value;
    if (
      typeof jwtSecret === 'string' &&
      jwtSecret.length >= MIN_SECRET_LENGTH &&
      typeof payloadKey === 'string' &&
      payloadKey
    ) {
      return { jwtSecret, payloadKey };
    }
  } catch {
    // Unreadable: treated as missing, and replaced below.
  }
  return null;
}

/** The secrets in `file`, created with fresh random values when it is missing or broken. */
export function localSecrets(file: string = LOCAL_SECRETS_FILE): LocalSecrets {
  try {
    const existing = parse(readFileSync(file, 'utf8'));
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: LocalSecrets = { jwtSecret: randomSecret(), payloadKey: randomSecret() };
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes start at once, the second reads what the first wrote instead of replacing it.
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: FILE_MODE, flag: 'wx' });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = parse(readFileSync(file, 'utf8'));
  if (written) return written;
  // A broken file left behind (an interrupted write, an edit by hand): replaced, still owner-only.
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: FILE_MODE });
  chmodSync(file, FILE_MODE);
  return secrets;
}
