// Run-time configuration, read from `/app-config.json` of the origin serving the page, so one build
// runs in every environment. The shell loads it at start; remotes read the same singleton.

export type Environment = 'production' | 'staging' | 'development' | 'test';

export interface AppConfig {
  /** Base URL of the fulfillment API. */
  apiUrl: string;
  /** Base URL of the hosted accounts pages (sign-in and sign-up). */
  accountsUrl: string;
  environment: Environment;
  /** Tag manager container id; null when none is configured. */
  tagManagerId: string | null;
  /**
   * The site's public key for signed payloads (sign-up, login, new password); the API's PAYLOAD_KEY.
   * Public by design: it proves the envelope was not altered, it does not hide it.
   */
  payloadKey: string;
}

const defaults: AppConfig = {
  apiUrl: 'http://localhost:4000',
  accountsUrl: 'http://localhost:4000/accounts',
  environment: 'production',
  tagManagerId: null,
  // None until app-config.json gives the site's (the static servers' PAYLOAD_KEY): signing then fails with a
  // clear error instead of using a key anyone could read in the repository.
  payloadKey: '',
};

let current: AppConfig = { ...defaults };

export function getAppConfig(): AppConfig {
  return current;
}

export function setAppConfig(config: Partial<AppConfig>): AppConfig {
  current = { ...current, ...config };
  return current;
}

export const isProduction = () => current.environment === 'production';

/** Loads the configuration; a missing or broken file keeps the defaults rather than blanking the app. */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) return setAppConfig((await response.json()) as Partial<AppConfig>);
  } catch (error) {
    console.warn('app-config.json could not be loaded; using defaults', error);
  }
  return current;
}
