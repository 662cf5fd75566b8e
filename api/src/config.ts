// The API's configuration: read from the environment once at start and validated as a whole, so a bad
// deployment fails with one message naming every wrong variable instead of failing later, one at a time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder (this file sits in src/ or, once built, in dist/). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PORT = 4000;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_LOCALES_DIR = path.resolve(API_ROOT, '..', 'shared', 'src', 'i18n', 'messages');
/** The white-label brands the shell serves; the hosted accounts pages show the same brands. */
export const DEFAULT_BRANDS_FILE = path.resolve(API_ROOT, '..', 'shell', 'public', 'brands.json');
export const DEFAULT_JWT_AUDIENCE = 'estiba-api';
export const DEFAULT_JWT_ISSUER = 'estiba';
/** One day: the browser stores `expires_at` from the token's lifetime (spec point 4). */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 86_400;
export const DEFAULT_PUBLIC_APP_URL = 'http://localhost:3000';
/**
 * Key of the signed payloads browsers send (sign-in, sign-up, new password). It is public by design (the shell
 * serves it to browsers in app-config.json), so the default is not a secret; deployments set their own.
 */
export const DEVELOPMENT_PAYLOAD_KEY = 'estiba-development-payload-key-0001';
export const DEFAULT_MAIL_FROM = 'Estiba <no-reply@estiba.test>';
/** HS256 keys shorter than the hash output weaken the signature (RFC 7518 section 3.2). */
export const MIN_JWT_SECRET_LENGTH = 32;
const MAX_PORT = 65_535;
/** A year: longer-lived tokens would outlast any reasonable session. */
const MAX_ACCESS_TOKEN_TTL_SECONDS = 31_536_000;
/** Used only outside production so a fresh clone starts; every start with it logs a warning. */
export const DEVELOPMENT_JWT_SECRET = 'estiba-development-only-secret-do-not-use-in-production';

const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  jwt: { secret: string; audience: string; issuer: string; accessTokenTtlSeconds: number };
  /** `true` reflects any origin (development); a list allows exactly those origins. */
  corsOrigins: true | string[];
  redisUrl: string | null;
  seedDemo: boolean;
  localesDir: string;
  /** brands.json (name, logo, site id per host) for the hosted accounts pages. */
  brandsFile: string;
  smtpUrl: string | null;
  /** The From of outgoing e-mail (password reset). */
  mailFrom: string;
  /** HS256 key of the browsers' signed payloads; the same string as the shell's app-config payloadKey. */
  payloadKey: string;
  publicAppUrl: string;
  logLevel: LogLevel;
}

export interface LoadedConfig {
  config: Config;
  /** Things that work but deserve a line in the log (the development JWT secret, for example). */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Collects every problem before failing, so one start reports all of them. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return fallback;
    }
    return value as T;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (value !== 'true' && value !== 'false') {
      this.problems.push(`${name} must be "true" or "false" (got "${value}")`);
      return fallback;
    }
    return value === 'true';
  }

  url(name: string, protocols: readonly string[]): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    if (!isUrl(value, protocols)) {
      this.problems.push(
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      );
      return null;
    }
    return value;
  }
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A relative path in the environment means relative to the api package, wherever the process starts. */
function apiPath(value: string): string {
  return path.resolve(API_ROOT, value);
}

function corsOrigins(read: EnvReader, isProduction: boolean, warnings: string[]): true | string[] {
  const value = read.raw('CORS_ORIGINS');
  if (value === undefined) {
    if (isProduction)
      warnings.push('CORS_ORIGINS is not set: browsers on other origins cannot call the API.');
    return isProduction ? [] : true;
  }
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const invalid = origins.filter((origin) => !isUrl(origin, ['http:', 'https:']));
  if (invalid.length > 0) {
    read.problems.push(
      `CORS_ORIGINS must be a comma-separated list of http(s) origins (bad: ${invalid.join(', ')})`,
    );
  }
  return origins.map((origin) => origin.replace(/\/+$/, ''));
}

function jwtSecret(read: EnvReader, isProduction: boolean, warnings: string[]): string {
  const value = read.raw('JWT_SECRET');
  if (value === undefined) {
    if (isProduction) {
      read.problems.push('JWT_SECRET is required when NODE_ENV is production');
    } else {
      warnings.push('JWT_SECRET is not set: using the development secret. Never do this in production.');
    }
    return DEVELOPMENT_JWT_SECRET;
  }
  if (value.length < MIN_JWT_SECRET_LENGTH) {
    read.problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  return value;
}

function payloadKey(read: EnvReader, isProduction: boolean, warnings: string[]): string {
  const value = read.raw('PAYLOAD_KEY');
  if (value === undefined && isProduction) {
    // Not a secret, so not fatal; but a shared default lets payloads signed for one deployment pass in another.
    warnings.push('PAYLOAD_KEY is not set: using the development payload key.');
  }
  return value ?? DEVELOPMENT_PAYLOAD_KEY;
}

export function loadConfig(env: Env = process.env): LoadedConfig {
  const read = new EnvReader(env);
  const warnings: string[] = [];
  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const isProduction = nodeEnv === 'production';

  const config: Config = {
    nodeEnv,
    isProduction,
    port: read.integer('PORT', DEFAULT_PORT, 1, MAX_PORT),
    host: read.string('HOST', DEFAULT_HOST),
    trustProxy: read.boolean('TRUST_PROXY', false),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: apiPath(read.string('DATA_DIR', DEFAULT_DATA_DIR)),
    jwt: {
      secret: jwtSecret(read, isProduction, warnings),
      audience: read.string('JWT_AUDIENCE', DEFAULT_JWT_AUDIENCE),
      issuer: read.string('JWT_ISSUER', DEFAULT_JWT_ISSUER),
      accessTokenTtlSeconds: read.integer(
        'ACCESS_TOKEN_TTL_SECONDS',
        DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
        1,
        MAX_ACCESS_TOKEN_TTL_SECONDS,
      ),
    },
    corsOrigins: corsOrigins(read, isProduction, warnings),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    seedDemo: read.boolean('SEED_DEMO', false),
    localesDir: apiPath(read.string('LOCALES_DIR', DEFAULT_LOCALES_DIR)),
    brandsFile: apiPath(read.string('BRANDS_FILE', DEFAULT_BRANDS_FILE)),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', DEFAULT_MAIL_FROM),
    payloadKey: payloadKey(read, isProduction, warnings),
    publicAppUrl: read.url('PUBLIC_APP_URL', ['http:', 'https:']) ?? DEFAULT_PUBLIC_APP_URL,
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
  };

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return { config, warnings };
}
