import path from 'node:path';
import {
  API_ROOT,
  ConfigError,
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_MAIL_FROM,
  DEVELOPMENT_JWT_SECRET,
  DEVELOPMENT_PAYLOAD_KEY,
  loadConfig,
} from './config.js';

const LONG_SECRET = 'x'.repeat(32);

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
  it('starts a fresh clone with no environment at all', () => {
    const { config, warnings } = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(API_ROOT, '.data', 'pglite'),
      jwt: {
        secret: DEVELOPMENT_JWT_SECRET,
        audience: 'estiba-api',
        issuer: 'estiba',
        accessTokenTtlSeconds: DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      },
      corsOrigins: true,
      redisUrl: null,
      seedDemo: false,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      payloadKey: DEVELOPMENT_PAYLOAD_KEY,
      publicAppUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.localesDir).toBe(path.resolve(API_ROOT, '..', 'shared', 'src', 'i18n', 'messages'));
    expect(warnings).toEqual([expect.stringContaining('JWT_SECRET is not set')]);
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
      CORS_ORIGINS: 'https://app.estiba.example, https://admin.estiba.example/',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'true',
      LOCALES_DIR: '/srv/locales',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Estiba <mail@estiba.example>',
      PAYLOAD_KEY: 'site-payload-key',
      PUBLIC_APP_URL: 'https://app.estiba.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://postgres@db:5432/estiba',
      dataDir: path.join(API_ROOT, 'var', 'db'),
      jwt: { secret: LONG_SECRET, audience: 'aud', issuer: 'iss', accessTokenTtlSeconds: 3600 },
      corsOrigins: ['https://app.estiba.example', 'https://admin.estiba.example'],
      redisUrl: 'redis://cache:6379',
      seedDemo: true,
      localesDir: '/srv/locales',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Estiba <mail@estiba.example>',
      payloadKey: 'site-payload-key',
      publicAppUrl: 'https://app.estiba.example',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('warns when production runs on the development payload key', () => {
    const { config, warnings } = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: LONG_SECRET,
      CORS_ORIGINS: 'https://app.estiba.example',
    });
    expect(config.payloadKey).toBe(DEVELOPMENT_PAYLOAD_KEY);
    expect(warnings).toEqual(['PAYLOAD_KEY is not set: using the development payload key.']);
  });

  it('requires a JWT secret in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required when NODE_ENV is production',
    ]);
  });

  it('refuses a short JWT secret', () => {
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters long']);
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
    };
    const problems = problemsOf(env);
    expect(problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number from 1 to 31536000 (got "0")',
      'CORS_ORIGINS must be a comma-separated list of http(s) origins (bad: not-an-origin)',
      'REDIS_URL must be a URL starting with redis:// or rediss://',
      'SEED_DEMO must be "true" or "false" (got "yes")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}- NODE_ENV/);
  });

  it('allows no cross-origin callers in production unless CORS_ORIGINS lists them', () => {
    const { config, warnings } = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: LONG_SECRET,
      PAYLOAD_KEY: 'site-payload-key',
    });
    expect(config.corsOrigins).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('CORS_ORIGINS is not set')]);
  });

  it('treats empty variables as unset and keeps tests quiet', () => {
    const { config } = loadConfig({ NODE_ENV: 'test', PORT: '', DATABASE_URL: '  ' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeNull();
    expect(config.logLevel).toBe('silent');
  });
});
