import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_ROOT,
  ConfigError,
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_EVENT_CATCH_UP_INTERVAL_MS,
  DEFAULT_JOB_POLLING_INTERVAL_MS,
  DEFAULT_SESSION_MAX_AGE_SECONDS,
  DEFAULT_MAIL_FROM,
  DEFAULT_S3_REGION,
  DEFAULT_REDIS_KEY_PREFIX,
  loadConfig,
  MAX_BILLING_ALLOW_LIST,
  MIN_JWT_SECRET_LENGTH,
} from './config.js';
import { LOCAL_SECRETS_FILE, localSecrets } from './local-secrets.js';

const LONG_SECRET = 'x'.repeat(32);
/** What a production deployment must set, and nothing else. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: LONG_SECRET,
  PAYLOAD_KEY: 'site-payload-key',
  PUBLIC_API_URL: 'https://api.estiba.example',
  CORS_ORIGINS: 'https://app.estiba.example',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  let folder: string;
  let secretsFile: string;
  const development = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'development', ...env }, { localSecrets: () => localSecrets(secretsFile) });

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'estiba-config-'));
    secretsFile = path.join(folder, '.data', 'secrets.json');
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses to start with no environment at all, naming every variable production needs', () => {
    expect(problemsOf({})).toEqual([
      'JWT_SECRET is required unless NODE_ENV is development or test (NODE_ENV is unset): at least 32 random characters',
      "PAYLOAD_KEY is required unless NODE_ENV is development or test (NODE_ENV is unset): the static servers' PAYLOAD_KEY",
      'PUBLIC_API_URL is required unless NODE_ENV is development or test (NODE_ENV is unset): where browsers reach the API, e.g. https://api.example.com',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: LONG_SECRET })).toEqual([
      expect.stringMatching(/^PAYLOAD_KEY is required .*\(NODE_ENV is "production"\)/),
      expect.stringMatching(/^PUBLIC_API_URL is required/),
    ]);
  });

  it('starts a fresh clone in development on secrets generated into the data folder, then reused', () => {
    const { config, warnings } = development();
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(API_ROOT, '.data', 'pglite'),
      jwt: {
        audience: 'estiba-api',
        issuer: 'estiba',
        accessTokenTtlSeconds: DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
        maxSessionSeconds: DEFAULT_SESSION_MAX_AGE_SECONDS,
      },
      corsOrigins: ['http://localhost:3000'],
      redisUrl: null,
      seedDemo: false,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      publicAppUrl: 'http://localhost:3000',
      publicApiUrl: 'http://localhost:4000',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.localesDir).toBe(path.resolve(API_ROOT, '..', 'shared', 'src', 'i18n', 'messages'));
    expect(warnings).toEqual([]);

    const stored = JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>;
    expect(stored).toEqual({ jwtSecret: config.jwt.secret, payloadKey: config.payloadKey });
    expect(config.jwt.secret.length).toBeGreaterThanOrEqual(MIN_JWT_SECRET_LENGTH);
    expect(config.payloadKey.length).toBeGreaterThanOrEqual(MIN_JWT_SECRET_LENGTH);
    expect(config.payloadKey).not.toBe(config.jwt.secret);
    // Only its owner may read it: the JWT secret signs anybody's token.
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);

    const again = development().config;
    expect(again.jwt.secret).toBe(config.jwt.secret);
    expect(again.payloadKey).toBe(config.payloadKey);
  });

  it('generates different secrets on every machine, and replaces a broken file', () => {
    const first = development().config;
    rmSync(secretsFile);
    const second = development().config;
    expect(second.jwt.secret).not.toBe(first.jwt.secret);
    expect(second.payloadKey).not.toBe(first.payloadKey);

    writeFileSync(secretsFile, '{"jwtSecret":"short"');
    const repaired = development().config;
    expect(repaired.jwt.secret).not.toBe(second.jwt.secret);
    expect(repaired.jwt.secret.length).toBeGreaterThanOrEqual(MIN_JWT_SECRET_LENGTH);
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
  });

  it('keeps the generated secrets in the folder git ignores', () => {
    expect(LOCAL_SECRETS_FILE).toBe(path.join(API_ROOT, '.data', 'secrets.json'));
    const ignored = readFileSync(path.join(API_ROOT, '..', '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('.data/');
  });

  it('prefers the secrets it is given in development, and leaves the data folder alone then', () => {
    const { config } = development({ JWT_SECRET: LONG_SECRET, PAYLOAD_KEY: 'site-payload-key' });
    expect(config.jwt.secret).toBe(LONG_SECRET);
    expect(config.payloadKey).toBe('site-payload-key');
    expect(() => statSync(secretsFile)).toThrow(/ENOENT/);
  });

  it('gives tests fresh random secrets without writing any file', () => {
    const first = loadConfig({ NODE_ENV: 'test' }, { localSecrets: () => localSecrets(secretsFile) });
    const second = loadConfig({ NODE_ENV: 'test' });
    expect(first.config.jwt.secret).not.toBe(second.config.jwt.secret);
    expect(first.config.jwt.secret.length).toBeGreaterThanOrEqual(MIN_JWT_SECRET_LENGTH);
    expect(first.config.payloadKey).not.toBe(second.config.payloadKey);
    expect(() => statSync(secretsFile)).toThrow(/ENOENT/);
  });

  it('reads every variable it knows', () => {
    const { config, warnings } = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://postgres@db:5432/estiba',
      DATA_DIR: 'var/db',
      JWT_SECRET: LONG_SECRET,
      JWT_AUDIENCE: 'aud',
      JWT_ISSUER: 'iss',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      SESSION_MAX_AGE_SECONDS: '604800',
      CORS_ORIGINS: 'https://app.estiba.example, https://admin.estiba.example/',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'true',
      LOCALES_DIR: '/srv/locales',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Estiba <mail@estiba.example>',
      PAYLOAD_KEY: 'site-payload-key',
      PUBLIC_APP_URL: 'https://app.estiba.example',
      PUBLIC_API_URL: 'https://api.estiba.example/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
    });
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://postgres@db:5432/estiba',
      dataDir: path.join(API_ROOT, 'var', 'db'),
      jwt: {
        secret: LONG_SECRET,
        audience: 'aud',
        issuer: 'iss',
        accessTokenTtlSeconds: 3600,
        maxSessionSeconds: 604_800,
      },
      corsOrigins: ['https://app.estiba.example', 'https://admin.estiba.example'],
      redisUrl: 'redis://cache:6379',
      seedDemo: true,
      localesDir: '/srv/locales',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Estiba <mail@estiba.example>',
      payloadKey: 'site-payload-key',
      publicAppUrl: 'https://app.estiba.example',
      publicApiUrl: 'https://api.estiba.example',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
    });
  });

  it('derives the public API URL from the port outside production', () => {
    expect(development({ PORT: '4100' }).config.publicApiUrl).toBe('http://localhost:4100');
    expect(development({ PUBLIC_API_URL: 'http://api.test:81/' }).config.publicApiUrl).toBe(
      'http://api.test:81',
    );
    expect(problemsOf({ ...PRODUCTION, PUBLIC_API_URL: 'api.estiba.example' })).toEqual([
      'PUBLIC_API_URL must be a URL starting with http:// or https://',
    ]);
  });

  it('refuses a short JWT secret', () => {
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters long',
    ]);
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string) => loadConfig({ ...PRODUCTION, TRUST_PROXY: value }).config.trustProxy;

    it('is off unless set', () => {
      expect(loadConfig(PRODUCTION).config.trustProxy).toBe(false);
      expect(trustProxy('false')).toBe(false);
      expect(trustProxy('0')).toBe(false);
    });

    it('takes a number of proxies or their addresses and CIDRs', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy('2')).toBe(2);
      expect(trustProxy('10.1.2.3')).toEqual(['10.1.2.3']);
      expect(trustProxy('loopback, 172.16.0.0/12,fd00::/8')).toEqual([
        'loopback',
        '172.16.0.0/12',
        'fd00::/8',
      ]);
    });

    it('refuses true, which would believe any client about its own address', () => {
      expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: 'true' })).toEqual([
        expect.stringMatching(
          /^TRUST_PROXY=true would believe any X-Forwarded-For.*give the number of proxies in front of the API \(e\.g\. 1\) or their addresses/,
        ),
      ]);
    });

    it.each(['yes', '10.0.0.0/33', '10.0.0/8', '300.1.1.1', '11', 'fd00::/129', '10.0.0.1/8/8', ','])(
      'refuses %s',
      (value) => {
        expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: value })).toEqual([
          expect.stringMatching(/^TRUST_PROXY must be/),
        ]);
      },
    );
  });

  describe('CORS_ORIGINS', () => {
    it('allows only the web application itself outside production, unless told', () => {
      expect(development({ PUBLIC_APP_URL: 'http://localhost:3100/app' }).config.corsOrigins).toEqual([
        'http://localhost:3100',
      ]);
      expect(loadConfig({ NODE_ENV: 'test' }).config.corsOrigins).toEqual(['http://localhost:3000']);
    });

    it('allows any origin in development only, and only when CORS_ORIGINS=* says so', () => {
      expect(development({ CORS_ORIGINS: '*' }).config.corsOrigins).toBe(true);
      for (const env of [{ ...PRODUCTION }, { NODE_ENV: 'test' }, { ...PRODUCTION, NODE_ENV: '' }]) {
        expect(problemsOf({ ...env, CORS_ORIGINS: '*' })).toEqual([
          'CORS_ORIGINS=* (any origin) is allowed only when NODE_ENV is development; list the origins',
        ]);
      }
    });

    it('allows no cross-origin callers in production unless CORS_ORIGINS lists them', () => {
      const { config, warnings } = loadConfig({ ...PRODUCTION, CORS_ORIGINS: '' });
      expect(config.corsOrigins).toEqual([]);
      expect(warnings).toEqual([expect.stringContaining('CORS_ORIGINS is not set')]);
    });
  });

  it('lists every bad variable in one error', () => {
    const env = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      ACCESS_TOKEN_TTL_SECONDS: '0',
      CORS_ORIGINS: 'https://ok.example,not-an-origin',
      REDIS_URL: 'http://cache',
      SEED_DEMO: 'yes',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      TRUST_PROXY: 'true',
    };
    const problems = problemsOf(env);
    expect(problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      expect.stringMatching(/^TRUST_PROXY=true would believe any X-Forwarded-For/),
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      'JWT_SECRET is required unless NODE_ENV is development or test (NODE_ENV is "staging"): at least 32 random characters',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number from 1 to 31536000 (got "0")',
      'CORS_ORIGINS must be a comma-separated list of http(s) origins (bad: not-an-origin)',
      'REDIS_URL must be a URL starting with redis:// or rediss://',
      'SEED_DEMO must be "true" or "false" (got "yes")',
      expect.stringMatching(/^PAYLOAD_KEY is required/),
      expect.stringMatching(/^PUBLIC_API_URL is required/),
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}- NODE_ENV/);
  });

  it('prefixes Redis keys and channels with estiba: unless REDIS_KEY_PREFIX names another, well-formed one', () => {
    expect(development().config.redisKeyPrefix).toBe(DEFAULT_REDIS_KEY_PREFIX);
    expect(development({ REDIS_KEY_PREFIX: 'estiba-staging:' }).config.redisKeyPrefix).toBe(
      'estiba-staging:',
    );
    expect(problemsOf({ ...PRODUCTION, REDIS_KEY_PREFIX: 'two words' })).toEqual([
      'REDIS_KEY_PREFIX must be 1 to 64 letters, digits and \':._-\', starting with a letter or digit (got "two words")',
    ]);
    expect(problemsOf({ ...PRODUCTION, REDIS_KEY_PREFIX: 'x'.repeat(65) })).toHaveLength(1);
  });

  it('runs job workers by default, polling as pg-boss does, and takes a web-only process or faster polling', () => {
    expect(development().config).toMatchObject({
      jobs: { workers: true, pollingIntervalMs: DEFAULT_JOB_POLLING_INTERVAL_MS },
      events: { catchUpIntervalMs: DEFAULT_EVENT_CATCH_UP_INTERVAL_MS },
    });
    const tuned = development({
      JOB_WORKERS: 'false',
      JOB_POLLING_INTERVAL_MS: '500',
      EVENT_CATCH_UP_INTERVAL_MS: '200',
    }).config;
    expect(tuned).toMatchObject({
      jobs: { workers: false, pollingIntervalMs: 500 },
      events: { catchUpIntervalMs: 200 },
    });
    // pg-boss refuses to poll more often than every 500 ms.
    expect(problemsOf({ ...PRODUCTION, JOB_POLLING_INTERVAL_MS: '100', JOB_WORKERS: 'no' })).toEqual([
      'JOB_WORKERS must be "true" or "false" (got "no")',
      'JOB_POLLING_INTERVAL_MS must be a whole number from 500 to 60000 (got "100")',
    ]);
  });

  describe('FILE_STORE', () => {
    const S3 = { ...PRODUCTION, FILE_STORE: 's3', S3_BUCKET: 'estiba-files' };

    it('keeps files in the folder unless told otherwise, and says when S3_* are set for nothing', () => {
      const { config, warnings } = loadConfig(PRODUCTION);
      expect(config.files).toEqual({
        dir: path.join(API_ROOT, '.data', 'files'),
        maxBytes: 10 * 1024 * 1024,
        s3: null,
      });
      expect(warnings).toEqual([]);
      const forgotten = loadConfig({ ...PRODUCTION, S3_BUCKET: 'estiba-files', S3_PREFIX: 'prod' });
      expect(forgotten.config.files.s3).toBeNull();
      expect(forgotten.warnings).toEqual([
        'S3_BUCKET, S3_PREFIX ignored: FILE_STORE is not s3, so files are kept in FILES_DIR.',
      ]);
      expect(loadConfig({ ...PRODUCTION, FILE_STORE: 'folder' }).config.files.s3).toBeNull();
    });

    it('reads a bucket on an S3-compatible server: path-style by default, prefix without its slashes', () => {
      const { config, warnings } = loadConfig({
        ...S3,
        S3_ENDPOINT: 'https://minio.internal:9000/',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret/key+value',
        S3_PREFIX: '/estiba/production/',
      });
      expect(warnings).toEqual([]);
      expect(config.files.s3).toEqual({
        bucket: 'estiba-files',
        region: 'auto',
        endpoint: 'https://minio.internal:9000',
        forcePathStyle: true,
        prefix: 'estiba/production',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/key+value' },
      });
    });

    it("uses AWS S3 itself, virtual-hosted, and the SDK's own credentials when only the bucket is set", () => {
      expect(loadConfig(S3).config.files.s3).toEqual({
        bucket: 'estiba-files',
        region: DEFAULT_S3_REGION,
        endpoint: null,
        forcePathStyle: false,
        prefix: '',
        credentials: null,
      });
      expect(
        loadConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }).config.files
          .s3?.forcePathStyle,
      ).toBe(false);
    });

    it('warns when files would cross the network in plain http in production', () => {
      expect(loadConfig({ ...S3, S3_ENDPOINT: 'http://minio.internal:9000' }).warnings).toEqual([
        'S3_ENDPOINT is plain http: stored files cross the network unencrypted.',
      ]);
      expect(loadConfig({ ...S3, S3_ENDPOINT: 'http://localhost:9000' }).warnings).toEqual([]);
    });

    it('refuses an S3 store it could not use, naming every problem', () => {
      expect(problemsOf({ ...PRODUCTION, FILE_STORE: 'bucket' })).toEqual([
        'FILE_STORE must be one of folder, s3 (got "bucket")',
      ]);
      expect(problemsOf({ ...PRODUCTION, FILE_STORE: 's3' })).toEqual([
        'S3_BUCKET is required when FILE_STORE is s3',
      ]);
      expect(
        problemsOf({
          ...S3,
          S3_BUCKET: 'Estiba_Files',
          S3_REGION: 'US East',
          S3_ENDPOINT: 'minio:9000',
          S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
          S3_PREFIX: 'estiba/../other',
          S3_FORCE_PATH_STYLE: 'yes',
        }),
      ).toEqual([
        'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit (got "Estiba_Files")',
        'S3_REGION must be a region name such as us-east-1 (auto for R2) (got "US East")',
        'S3_ENDPOINT must be a URL starting with http:// or https://',
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own credentials (AWS_ACCESS_KEY_ID..., an instance role)",
        'S3_FORCE_PATH_STYLE must be "true" or "false" (got "yes")',
        'S3_PREFIX must be folder names (letters, digits, dots, hyphens, underscores) separated by /, at most 256 characters (got "estiba/../other")',
      ]);
      expect(problemsOf({ ...S3, S3_ENDPOINT: 'https://key:secret@minio.internal' })).toEqual([
        'S3_ENDPOINT must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      ]);
      expect(problemsOf({ ...S3, S3_PREFIX: 'a//b' })).toHaveLength(1);
    });
  });

  it("reads Estiba's Shopify app as a pair, or none", () => {
    expect(loadConfig(PRODUCTION).config.shopify).toBeNull();
    expect(
      loadConfig({ ...PRODUCTION, SHOPIFY_API_KEY: 'estiba-app', SHOPIFY_API_SECRET: 'shpss_secret' }).config
        .shopify,
    ).toEqual({ apiKey: 'estiba-app', apiSecret: 'shpss_secret' });
    expect(problemsOf({ ...PRODUCTION, SHOPIFY_API_KEY: 'estiba-app' })).toEqual([
      'SHOPIFY_API_KEY and SHOPIFY_API_SECRET go together: set both, or neither',
    ]);
    expect(problemsOf({ ...PRODUCTION, SHOPIFY_API_SECRET: 'shpss_secret' })).toHaveLength(1);
  });

  it('guards webhook endpoints in production only, and shortens the first retry only when asked (issue 20)', () => {
    expect(loadConfig(PRODUCTION).config.webhooks).toEqual({
      allowPrivateAddresses: false,
      timeoutMs: 10_000,
      firstRetryDelayMs: null,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).config.webhooks.allowPrivateAddresses).toBe(true);
    expect(
      loadConfig({
        ...PRODUCTION,
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
        WEBHOOK_FIRST_RETRY_DELAY_MS: '1000',
      }).config.webhooks,
    ).toMatchObject({ allowPrivateAddresses: true, firstRetryDelayMs: 1000 });
    expect(problemsOf({ ...PRODUCTION, WEBHOOK_TIMEOUT_MS: '99' })).toHaveLength(1);
    expect(problemsOf({ ...PRODUCTION, WEBHOOK_FIRST_RETRY_DELAY_MS: 'soon' })).toHaveLength(1);
  });

  it('treats empty variables as unset and keeps tests quiet', () => {
    const { config } = loadConfig({ NODE_ENV: 'test', PORT: '', DATABASE_URL: '  ' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeNull();
    expect(config.logLevel).toBe('silent');
  });

  it('reads the billing allow-list: trimmed client ids, at most 34, each a client id (issue 18)', () => {
    expect(loadConfig(PRODUCTION).config.billing.clientAllowList).toEqual([]);
    const { config } = loadConfig({
      ...PRODUCTION,
      BILLING_CLIENT_ALLOW_LIST: ' CL-0002, CL-0007 ,,CL-0002',
    });
    expect(config.billing.clientAllowList).toEqual(['CL-0002', 'CL-0007']);
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `CL-${1000 + i}`).join(',');
    expect(
      loadConfig({ ...PRODUCTION, BILLING_CLIENT_ALLOW_LIST: ids(34) }).config.billing.clientAllowList,
    ).toHaveLength(MAX_BILLING_ALLOW_LIST);
    expect(problemsOf({ ...PRODUCTION, BILLING_CLIENT_ALLOW_LIST: ids(35) })).toEqual([
      'BILLING_CLIENT_ALLOW_LIST holds at most 34 client ids (got 35)',
    ]);
    expect(problemsOf({ ...PRODUCTION, BILLING_CLIENT_ALLOW_LIST: 'CL-0002,drop table;' })).toEqual([
      'BILLING_CLIENT_ALLOW_LIST must be a comma-separated list of client ids such as CL-0002 (bad: drop table;)',
    ]);
  });
});
