import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setAppConfig } from '../config/appConfig';
import { storeSession } from '../session/tokenStorage';
import { apiClient, apiErrorMessage, apiErrorNotice, onSessionExpired, SessionExpiredError } from './client';
import { ERROR_MESSAGES } from './errors';
import { setSavedTimeZone } from '../i18n/timeZone';
import { resetServerClock, serverNow } from './serverClock';

/** Stands in for the network: answers every request with `status` and records what was sent. */
function answering(status: number, data: unknown = {}, headers: Record<string, string> = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, sent };
}

const noResponse: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );

const originalConfig = { apiUrl: 'http://localhost:4000' };

beforeEach(() => {
  localStorage.clear();
  setAppConfig({ apiUrl: 'https://api.example.test' });
});

afterAll(() => {
  setAppConfig(originalConfig);
});

describe('apiClient requests', () => {
  it('reads the API base URL from the run-time configuration on every request', async () => {
    const { adapter, sent } = answering(200);
    await apiClient.get('countries', { adapter });
    setAppConfig({ apiUrl: 'https://other.example.test' });
    await apiClient.get('countries', { adapter });
    expect(sent.map((config) => config.baseURL)).toEqual([
      'https://api.example.test',
      'https://other.example.test',
    ]);
  });

  it('sends the stored token as a bearer header', async () => {
    storeSession({ token: 'token-1' });
    const { adapter, sent } = answering(200);
    await apiClient.get('auth/me', { adapter });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no authorization without a stored token', async () => {
    const { adapter, sent } = answering(200);
    await apiClient.get('countries', { adapter });
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it("keeps a caller's own bearer header", async () => {
    storeSession({ token: 'token-1' });
    const { adapter, sent } = answering(200);
    await apiClient.put(
      'auth/new-password',
      {},
      { adapter, headers: { Authorization: 'Bearer reset-token' } },
    );
    expect(sent[0].headers.get('Authorization')).toBe('Bearer reset-token');
  });

  it('sends the current language and, in a session, the browser time zone', async () => {
    localStorage.setItem('language', 'es-CL');
    storeSession({ token: 'token-1' });
    const { adapter, sent } = answering(200);
    await apiClient.get('client/orders', { adapter });
    expect(sent[0].headers.get('Accept-Language')).toBe('es-CL');
    expect(sent[0].headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("sends the user's saved time zone instead of the browser's once the session has one", async () => {
    storeSession({ token: 'token-1' });
    setSavedTimeZone('Asia/Tokyo');
    try {
      const { adapter, sent } = answering(200);
      await apiClient.get('client/orders', { adapter });
      expect(sent[0].headers.get('timezone')).toBe('Asia/Tokyo');
    } finally {
      setSavedTimeZone(null);
    }
  });

  it("sends a visitor's public requests without the time zone", async () => {
    const { adapter, sent } = answering(200);
    await apiClient.get('warehouse/prices', { adapter });
    expect(sent[0].headers.has('timezone')).toBe(false);
  });
});

describe("the API's clock", () => {
  afterEach(resetServerClock);

  it.each([200, 409])('is learnt from the Date header of a %s answer', async (status) => {
    const inThreeMinutes = new Date(Date.now() + 180_000).toUTCString();
    const { adapter } = answering(status, {}, { date: inThreeMinutes });
    await apiClient.get('countries', { adapter }).catch(() => undefined);
    const offset = serverNow(0);
    expect(offset).toBeGreaterThan(178_000);
    expect(offset).toBeLessThan(181_000);
  });
});

describe('apiClient error replacements', () => {
  it('replaces the message of any 500 with the catalogue text', async () => {
    const error = await failure(
      apiClient.get('x', { adapter: answering(500, { message: 'stack trace' }).adapter }),
    );
    expect((error as AxiosError).message).toBe(
      "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
    );
  });

  it('replaces the message of any 503 with the catalogue text', async () => {
    const error = await failure(apiClient.get('x', { adapter: answering(503).adapter }));
    expect((error as AxiosError).message).toBe('This process may take a little longer.');
  });

  it('leaves other failures as they are', async () => {
    const error = await failure(apiClient.get('x', { adapter: answering(404).adapter }));
    expect((error as AxiosError).message).toBe('Request failed with status code 404');
  });
});

describe('session expiry', () => {
  it('tells the listeners when a request that carried the token gets a 401', async () => {
    storeSession({ token: 'token-1' });
    const listener = jest.fn();
    const off = onSessionExpired(listener);
    await failure(apiClient.get('auth/me', { adapter: answering(401).adapter }));
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not end the session for a 401 on a request without the token', async () => {
    const listener = jest.fn();
    const off = onSessionExpired(listener);
    await failure(apiClient.get('auth/login', { adapter: answering(401).adapter }));
    off();
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not end a newer session for a 401 on the token it replaced', async () => {
    storeSession({ token: 'old' });
    const listener = jest.fn();
    const off = onSessionExpired(listener);
    const adapter: AxiosAdapter = async (config) => {
      storeSession({ token: 'new' });
      return answering(401).adapter(config);
    };
    await failure(apiClient.get('auth/me', { adapter }));
    off();
    expect(listener).not.toHaveBeenCalled();
  });

  it('clears an expired session before sending, tells the listeners and rejects', async () => {
    storeSession({ token: 'token-1', idToken: 'id-1', expiresIn: 60 }, Date.now() - 120_000);
    const listener = jest.fn();
    const off = onSessionExpired(listener);
    const { adapter, sent } = answering(200);
    const error = await failure(apiClient.get('auth/me', { adapter }));
    off();
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(sent).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('stops calling a listener once unsubscribed', async () => {
    storeSession({ token: 'token-1' });
    const listener = jest.fn();
    onSessionExpired(listener)();
    await failure(apiClient.get('auth/me', { adapter: answering(401).adapter }));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('apiErrorMessage and apiErrorNotice', () => {
  it("use the server's message field", async () => {
    const error = await failure(
      apiClient.get('x', { adapter: answering(400, { message: 'Email already exists' }).adapter }),
    );
    expect(apiErrorMessage(error)).toBe('Email already exists');
    expect(apiErrorNotice(error)).toEqual({ text: 'Email already exists', severity: 'error' });
  });

  it('use the catalogue text for a 500 even when the server sent a message', async () => {
    const error = await failure(apiClient.get('x', { adapter: answering(500, { message: 'boom' }).adapter }));
    expect(apiErrorMessage(error)).toBe(ERROR_MESSAGES.server500);
    expect(apiErrorNotice(error, 'warning')).toEqual({ id: 'errors.server500', severity: 'warning' });
  });

  it('use the catalogue text for a 503', async () => {
    const error = await failure(apiClient.get('x', { adapter: answering(503).adapter }));
    expect(apiErrorMessage(error)).toBe('This process may take a little longer.');
  });

  it('say that something went wrong when there was no response', async () => {
    const error = await failure(apiClient.get('x', { adapter: noResponse }));
    expect(apiErrorMessage(error)).toBe('Something went wrong, we are working on a solution.');
  });

  it('fall back to the generic text for a failure without a message', async () => {
    const error = await failure(apiClient.get('x', { adapter: answering(409, 'conflict').adapter }));
    expect(apiErrorMessage(error)).toBe('Sorry, something went wrong');
    expect(apiErrorMessage(undefined)).toBe('Sorry, something went wrong');
  });

  it("use a plain error's message", () => {
    expect(apiErrorMessage(new Error('Invalid payload'))).toBe('Invalid payload');
  });
});
