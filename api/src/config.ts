// The API's configuration: read from the environment once at start and validated as a whole, so a bad
// deployment fails with one message naming every wrong variable instead of failing later, one at a time.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localSecrets, randomSecret, type LocalSecrets } from './local-secrets.js';
import type { S3FileStoreOptions } from './platform/files/s3-store.js';

/** The api package folder (this file sits in src/ or, once built, in dist/). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PORT = 4000;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
/** Stored files (comment attachments, shipping labels): under the API's data folder, outside any web root. */
export const DEFAULT_FILES_DIR = path.join(API_ROOT, '.data', 'files');
/** An attached file's largest size. */
export const DEFAULT_FILE_MAX_BYTES = 10 * 1024 * 1024;
const MAX_FILE_MAX_BYTES = 100 * 1024 * 1024;
const FILE_STORES = ['folder', 's3'] as const;
/** MinIO's and most S3-compatible servers' region when none is set up; R2 takes `auto`. */
export const DEFAULT_S3_REGION = 'us-east-1';
/** The S3_* variables: set while FILE_STORE is not s3, they are ignored (and said to be, in the log). */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
  'S3_FORCE_PATH_STYLE',
];
/** S3's bucket naming rules (which MinIO and R2 share): 3 to 63 lowercase letters, digits, dots and hyphens. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_REGION_NAME = /^[a-z0-9-]{1,40}$/;
const S3_PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;
const MAX_S3_PREFIX_LENGTH = 256;
export const DEFAULT_LOCALES_DIR = path.resolve(API_ROOT, '..', 'shared', 'src', 'i18n', 'messages');
/** The white-label brands the shell serves; the hosted accounts pages show the same brands. */
export const DEFAULT_BRANDS_FILE = path.resolve(API_ROOT, '..', 'shell', 'public', 'brands.json');
export const DEFAULT_JWT_AUDIENCE = 'estiba-api';
export const DEFAULT_JWT_ISSUER = 'estiba';
/** One day: the browser stores `expires_at` from the token's lifetime (spec point 4). */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 86_400;
export const DEFAULT_PUBLIC_APP_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Estiba <no-reply@estiba.test>';
/** Every Redis key and channel starts with it: deployments (or test runs) sharing one Redis stay apart. */
export const DEFAULT_REDIS_KEY_PREFIX = 'estiba:';
const REDIS_KEY_PREFIX_FORMAT = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,63}$/;
/** HS256 keys shorter than the hash output weaken the signature (RFC 7518 section 3.2). */
export const MIN_JWT_SECRET_LENGTH = 32;
const MAX_PORT = 65_535;
/** A year: longer-lived tokens would outlast any reasonable session. */
const MAX_ACCESS_TOKEN_TTL_SECONDS = 31_536_000;
/** Thirty days: `/auth/me?withToken=true` renews a token, but a stolen one must not live for ever. */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 2_592_000;
/** How often an idle worker asks the queue for a job (pg-boss's default); pg-boss refuses less than 500 ms. */
export const DEFAULT_JOB_POLLING_INTERVAL_MS = 2000;
const MIN_JOB_POLLING_INTERVAL_MS = 500;
const MAX_JOB_POLLING_INTERVAL_MS = 60_000;
/** How often the event relay looks for events a lost notification left undelivered. */
export const DEFAULT_EVENT_CATCH_UP_INTERVAL_MS = 5000;
const MIN_EVENT_CATCH_UP_INTERVAL_MS = 100;
const MAX_EVENT_CATCH_UP_INTERVAL_MS = 300_000;
/** More proxies than this in front of one API is a mistake in the setting, not a real deployment. */
const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** CORS_ORIGINS' value for "any origin", accepted in development only. */
export const ANY_ORIGIN = '*';

const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
/** Unset NODE_ENV is production: a deployment that forgets it must not run on development settings. */
const DEFAULT_NODE_ENV: NodeEnv = 'production';
/** The environments that may start without JWT_SECRET, PAYLOAD_KEY and PUBLIC_API_URL. */
const LOCAL_NODE_ENVS: readonly NodeEnv[] = ['development', 'test'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * Behind a load balancer: which X-Forwarded-For hops to believe (rate limits key on the client address). A hop
   * count or the proxies' addresses/CIDRs; never "any", which would let a client choose its own address.
   */
  trustProxy: TrustProxy;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  jwt: {
    secret: string;
    audience: string;
    issuer: string;
    accessTokenTtlSeconds: number;
    /** A session's absolute lifetime from its sign-in: renewals never reach past it. */
    maxSessionSeconds: number;
  };
  /** `true` reflects any origin (development with CORS_ORIGINS=*); a list allows exactly those origins. */
  corsOrigins: true | string[];
  redisUrl: string | null;
  /** Prefix of every Redis key and socket.io channel (REDIS_KEY_PREFIX); the processes of one deployment share it. */
  redisKeyPrefix: string;
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
  /** Where browsers reach this API (no trailing slash): every absolute URL it emits starts with it. */
  publicApiUrl: string;
  logLevel: LogLevel;
  jobs: {
    /** false: this process enqueues jobs but runs none (a web-only process beside worker processes). */
    workers: boolean;
    pollingIntervalMs: number;
  };
  events: { catchUpIntervalMs: number };
  /** The file store: a folder (FILES_DIR) unless `s3` names a bucket (FILE_STORE=s3). */
  files: { dir: string; maxBytes: number; s3: S3FileStoreOptions | null };
  /**
   * Who sees billing besides clients with billing_enabled (spec point 6): the client ids of
   * BILLING_CLIENT_ALLOW_LIST (comma-separated, at most MAX_BILLING_ALLOW_LIST ids); outside production everyone.
   */
  billing: { clientAllowList: string[] };
  /**
   * The Shopify app this API is (SHOPIFY_API_KEY and SHOPIFY_API_SECRET, both or neither): its secret signs OAuth
   * callbacks and webhooks. Null: Shopify stores cannot be connected and their webhooks are refused.
   */
  shopify: { apiKey: string; apiSecret: string } | null;
  /** The public API (issue 20, /v1): requests per API token per minute (PUBLIC_API_RATE_LIMIT_PER_MINUTE). */
  publicApi: { rateLimitPerMinute: number };
  /**
   * Outgoing webhooks (issue 20): whether endpoints may be private or loopback addresses
   * (WEBHOOK_ALLOW_PRIVATE_ADDRESSES, default outside production only: the SSRF guard), the time an endpoint
   * has to answer, and the first retry's delay instead of the schedule's 5 s (WEBHOOK_FIRST_RETRY_DELAY_MS; tests).
   */
  webhooks: { allowPrivateAddresses: boolean; timeoutMs: number; firstRetryDelayMs: number | null };
}

/** The spec's "fixed allow-list" of clients that see billing holds 34 ids (issue 18); more is a mistake. */
export const MAX_BILLING_ALLOW_LIST = 34;
/** A client id as the API makes them ('CL-0002'), or any id of letters, digits, '-' and '_'. */
const CLIENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

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

export interface LoadConfigOptions {
  /** Where a development start finds the secrets it was not given (api/.data/secrets.json by default). */
  localSecrets?: () => LocalSecrets;
}

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

function originOf(url: string): string {
  return new URL(url).origin;
}

function redisKeyPrefix(read: EnvReader): string {
  const value = read.string('REDIS_KEY_PREFIX', DEFAULT_REDIS_KEY_PREFIX);
  if (REDIS_KEY_PREFIX_FORMAT.test(value)) return value;
  read.problems.push(
    `REDIS_KEY_PREFIX must be 1 to 64 letters, digits and ':._-', starting with a letter or digit (got "${value}")`,
  );
  return DEFAULT_REDIS_KEY_PREFIX;
}

function corsOrigins(
  read: EnvReader,
  nodeEnv: NodeEnv,
  publicAppUrl: string,
  warnings: string[],
): true | string[] {
  const value = read.raw('CORS_ORIGINS');
  if (value === undefined) {
    // Outside production the web application's own origin, so a local API and shell work together.
    if (nodeEnv !== 'production') return [originOf(publicAppUrl)];
    warnings.push('CORS_ORIGINS is not set: browsers on other origins cannot call the API.');
    return [];
  }
  if (value === ANY_ORIGIN) {
    if (nodeEnv === 'development') return true;
    read.problems.push(
      `CORS_ORIGINS=${ANY_ORIGIN} (any origin) is allowed only when NODE_ENV is development; list the origins`,
    );
    return [];
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

/** FILE_STORE=s3: the bucket and how to reach it; null for the folder store (the default). */
function s3FileStore(read: EnvReader, isProduction: boolean, warnings: string[]): S3FileStoreOptions | null {
  if (read.oneOf('FILE_STORE', FILE_STORES, 'folder') !== 's3') {
    const ignored = S3_VARIABLES.filter((name) => read.raw(name) !== undefined);
    if (ignored.length > 0) {
      warnings.push(`${ignored.join(', ')} ignored: FILE_STORE is not s3, so files are kept in FILES_DIR.`);
    }
    return null;
  }
  const bucket = read.raw('S3_BUCKET') ?? '';
  if (bucket === '') read.problems.push('S3_BUCKET is required when FILE_STORE is s3');
  else if (!S3_BUCKET_NAME.test(bucket)) {
    read.problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit (got "${bucket}")`,
    );
  }
  const region = read.string('S3_REGION', DEFAULT_S3_REGION);
  if (!S3_REGION_NAME.test(region)) {
    read.problems.push(`S3_REGION must be a region name such as us-east-1 (auto for R2) (got "${region}")`);
  }
  const endpoint = read.url('S3_ENDPOINT', ['http:', 'https:']);
  if (endpoint !== null) {
    const url = new URL(endpoint);
    if (url.username || url.password) {
      read.problems.push(
        'S3_ENDPOINT must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    } else if (isProduction && url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
      warnings.push('S3_ENDPOINT is plain http: stored files cross the network unencrypted.');
    }
  }
  const accessKeyId = read.raw('S3_ACCESS_KEY_ID');
  const secretAccessKey = read.raw('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    read.problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own credentials (AWS_ACCESS_KEY_ID..., an instance role)",
    );
  }
  return {
    bucket,
    region,
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    // Self-hosted servers rarely have the wildcard DNS virtual-hosted buckets need; AWS itself prefers them.
    forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', endpoint !== null),
    prefix: s3Prefix(read),
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : null,
  };
}

/** S3_PREFIX without its outer slashes; folder names only, so no prefix can reach another's objects by `..`. */
function s3Prefix(read: EnvReader): string {
  const value = read.raw('S3_PREFIX');
  if (value === undefined) return '';
  const prefix = value.replace(/^\/+|\/+$/g, '');
  const valid =
    prefix.length <= MAX_S3_PREFIX_LENGTH &&
    prefix
      .split('/')
      .every((segment) => S3_PREFIX_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (prefix !== '' && !valid) {
    read.problems.push(
      `S3_PREFIX must be folder names (letters, digits, dots, hyphens, underscores) separated by /, at most ${MAX_S3_PREFIX_LENGTH} characters (got "${value}")`,
    );
  }
  return prefix;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}

/** The message for a variable only development and test may leave unset. */
function requiredOutsideDevelopment(read: EnvReader, name: string): string {
  const nodeEnv = read.raw('NODE_ENV');
  const current = nodeEnv === undefined ? 'unset' : `"${nodeEnv}"`;
  return `${name} is required unless NODE_ENV is development or test (NODE_ENV is ${current})`;
}

/**
 * Where a start without JWT_SECRET or PAYLOAD_KEY takes them: in development from the data folder (generated
 * there on first start, so tokens survive a restart); in test fresh random values. Read once, and only when needed.
 */
function fallbackSecrets(nodeEnv: NodeEnv, options: LoadConfigOptions): () => LocalSecrets {
  let secrets: LocalSecrets | null = null;
  return () => {
    secrets ??=
      nodeEnv === 'development'
        ? (options.localSecrets ?? localSecrets)()
        : { jwtSecret: randomSecret(), payloadKey: randomSecret() };
    return secrets;
  };
}

function jwtSecret(read: EnvReader, local: (() => LocalSecrets) | null): string {
  const value = read.raw('JWT_SECRET');
  if (value === undefined) {
    if (local) return local().jwtSecret;
    read.problems.push(
      `${requiredOutsideDevelopment(read, 'JWT_SECRET')}: at least ${MIN_JWT_SECRET_LENGTH} random characters`,
    );
    return '';
  }
  if (value.length < MIN_JWT_SECRET_LENGTH) {
    read.problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  return value;
}

function payloadKey(read: EnvReader, local: (() => LocalSecrets) | null): string {
  const value = read.raw('PAYLOAD_KEY');
  if (value !== undefined) return value;
  // Public by design (browsers get it), but a shared default would let payloads signed for one deployment
  // pass in another.
  if (local) return local().payloadKey;
  read.problems.push(`${requiredOutsideDevelopment(read, 'PAYLOAD_KEY')}: the static servers' PAYLOAD_KEY`);
  return '';
}

function publicApiUrl(read: EnvReader, port: number, isLocal: boolean): string {
  const value = read.url('PUBLIC_API_URL', ['http:', 'https:']);
  if (value !== null) return value.replace(/\/+$/, '');
  if (read.raw('PUBLIC_API_URL') === undefined && !isLocal) {
    read.problems.push(
      `${requiredOutsideDevelopment(read, 'PUBLIC_API_URL')}: where browsers reach the API, e.g. https://api.example.com`,
    );
  }
  return `http://localhost:${port}`;
}

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustProxy(read: EnvReader): TrustProxy {
  const value = read.raw('TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') {
    read.problems.push(
      'TRUST_PROXY=true would believe any X-Forwarded-For, so a client could choose its own address and escape ' +
        'the rate limits: give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = read.integer('TRUST_PROXY', 0, 0, MAX_PROXY_HOPS);
    return hops === 0 ? false : hops;
  }
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const invalid = addresses.filter((address) => !isProxyAddress(address));
  if (invalid.length > 0 || addresses.length === 0) {
    read.problems.push(
      `TRUST_PROXY must be a number of proxies (0 to ${MAX_PROXY_HOPS}) or a comma-separated list of their IP ` +
        `addresses or CIDRs (bad: ${invalid.join(', ') || value})`,
    );
    return false;
  }
  return addresses;
}

function shopifyApp(read: EnvReader): Config['shopify'] {
  const apiKey = read.raw('SHOPIFY_API_KEY');
  const apiSecret = read.raw('SHOPIFY_API_SECRET');
  if ((apiKey === undefined) !== (apiSecret === undefined)) {
    read.problems.push('SHOPIFY_API_KEY and SHOPIFY_API_SECRET go together: set both, or neither');
    return null;
  }
  return apiKey !== undefined && apiSecret !== undefined ? { apiKey, apiSecret } : null;
}

function billingAllowList(read: EnvReader): string[] {
  const ids = (read.raw('BILLING_CLIENT_ALLOW_LIST') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const invalid = ids.filter((id) => !CLIENT_ID.test(id));
  if (invalid.length > 0) {
    read.problems.push(
      `BILLING_CLIENT_ALLOW_LIST must be a comma-separated list of client ids such as CL-0002 (bad: ${invalid.join(', ')})`,
    );
    return [];
  }
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BILLING_ALLOW_LIST) {
    read.problems.push(
      `BILLING_CLIENT_ALLOW_LIST holds at most ${MAX_BILLING_ALLOW_LIST} client ids (got ${unique.length})`,
    );
    return [];
  }
  return unique;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): LoadedConfig {
  const read = new EnvReader(env);
  const warnings: string[] = [];
  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, DEFAULT_NODE_ENV);
  const isProduction = nodeEnv === 'production';
  const isLocal = LOCAL_NODE_ENVS.includes(nodeEnv);
  const local = isLocal ? fallbackSecrets(nodeEnv, options) : null;
  const port = read.integer('PORT', DEFAULT_PORT, 1, MAX_PORT);
  const publicAppUrl = read.url('PUBLIC_APP_URL', ['http:', 'https:']) ?? DEFAULT_PUBLIC_APP_URL;

  const config: Config = {
    nodeEnv,
    isProduction,
    port,
    host: read.string('HOST', DEFAULT_HOST),
    trustProxy: trustProxy(read),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: apiPath(read.string('DATA_DIR', DEFAULT_DATA_DIR)),
    jwt: {
      secret: jwtSecret(read, local),
      audience: read.string('JWT_AUDIENCE', DEFAULT_JWT_AUDIENCE),
      issuer: read.string('JWT_ISSUER', DEFAULT_JWT_ISSUER),
      accessTokenTtlSeconds: read.integer(
        'ACCESS_TOKEN_TTL_SECONDS',
        DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
        1,
        MAX_ACCESS_TOKEN_TTL_SECONDS,
      ),
      maxSessionSeconds: read.integer(
        'SESSION_MAX_AGE_SECONDS',
        DEFAULT_SESSION_MAX_AGE_SECONDS,
        1,
        MAX_ACCESS_TOKEN_TTL_SECONDS,
      ),
    },
    corsOrigins: corsOrigins(read, nodeEnv, publicAppUrl, warnings),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: redisKeyPrefix(read),
    seedDemo: read.boolean('SEED_DEMO', false),
    localesDir: apiPath(read.string('LOCALES_DIR', DEFAULT_LOCALES_DIR)),
    brandsFile: apiPath(read.string('BRANDS_FILE', DEFAULT_BRANDS_FILE)),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', DEFAULT_MAIL_FROM),
    payloadKey: payloadKey(read, local),
    publicAppUrl,
    publicApiUrl: publicApiUrl(read, port, isLocal),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    jobs: {
      workers: read.boolean('JOB_WORKERS', true),
      pollingIntervalMs: read.integer(
        'JOB_POLLING_INTERVAL_MS',
        DEFAULT_JOB_POLLING_INTERVAL_MS,
        MIN_JOB_POLLING_INTERVAL_MS,
        MAX_JOB_POLLING_INTERVAL_MS,
      ),
    },
    events: {
      catchUpIntervalMs: read.integer(
        'EVENT_CATCH_UP_INTERVAL_MS',
        DEFAULT_EVENT_CATCH_UP_INTERVAL_MS,
        MIN_EVENT_CATCH_UP_INTERVAL_MS,
        MAX_EVENT_CATCH_UP_INTERVAL_MS,
      ),
    },
    files: {
      dir: apiPath(read.string('FILES_DIR', DEFAULT_FILES_DIR)),
      maxBytes: read.integer('FILE_MAX_BYTES', DEFAULT_FILE_MAX_BYTES, 1, MAX_FILE_MAX_BYTES),
      s3: s3FileStore(read, isProduction, warnings),
    },
    billing: { clientAllowList: billingAllowList(read) },
    shopify: shopifyApp(read),
    publicApi: {
      rateLimitPerMinute: read.integer('PUBLIC_API_RATE_LIMIT_PER_MINUTE', 600, 1, 100_000),
    },
    webhooks: {
      allowPrivateAddresses: read.boolean('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', !isProduction),
      timeoutMs: read.integer('WEBHOOK_TIMEOUT_MS', 10_000, 100, 30_000),
      firstRetryDelayMs:
        read.raw('WEBHOOK_FIRST_RETRY_DELAY_MS') === undefined
          ? null
          : read.integer('WEBHOOK_FIRST_RETRY_DELAY_MS', 5_000, 0, 3_600_000),
    },
  };

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return { config, warnings };
}
