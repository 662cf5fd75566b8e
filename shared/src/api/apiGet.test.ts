import { setAppConfig } from '../config/appConfig';
import { setLanguage } from '../i18n/language';
import { storeSession } from '../session/tokenStorage';
import { apiGet } from './apiGet';
import { apiClient, apiErrorMessage, onSessionExpired } from './client';
import { ERROR_MESSAGES } from './errors';
import { resetServerClock, serverNow } from './serverClock';

interface Answer {
  status: number;
  body: string;
  date?: string;
}

/** Stands in for the browser's fetch (jsdom has none): answers with `answer` and records each call. */
function fetchAnswering(answer: Answer | Error) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: init.headers });
    if (answer instanceof Error) throw answer;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: { get: (name: string) => (name === 'date' ? (answer.date ?? null) : null) },
      text: async () => answer.body,
    };
  }) as unknown as typeof fetch;
  return calls;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );

const realFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  setAppConfig({ apiUrl: 'https://api.example.test' });
  setLanguage('es-MX');
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

afterAll(() => {
  setAppConfig({ apiUrl: 'http://localhost:4000' });
});

describe('apiGet', () => {
  it('GETs the path on the configured API with its query, language and parsed JSON answer', async () => {
    const calls = fetchAnswering({ status: 200, body: '{"MX":12}' });
    const response = await apiGet('landings/carriers', {
      params: { return_object: true, country_code: undefined, page: 2, empty: null },
    });
    expect(response).toEqual({ data: { MX: 12 }, status: 200 });
    expect(calls).toEqual([
      {
        url: 'https://api.example.test/landings/carriers?return_object=true&page=2',
        headers: { 'Accept-Language': 'es-MX' },
      },
    ]);
  });

  it("keeps a caller's language, and sends the session's bearer and time zone when signed in", async () => {
    storeSession({ token: 'token-1' });
    const calls = fetchAnswering({ status: 200, body: '[]' });
    await apiGet('legal-documents', { headers: { 'Accept-Language': 'es-CL' } });
    expect(calls[0].headers).toEqual({
      'Accept-Language': 'es-CL',
      Authorization: 'Bearer token-1',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('keeps a text answer as text when asked to', async () => {
    fetchAnswering({ status: 200, body: '<p>{"not": "parsed"}</p>' });
    const { data } = await apiGet('documents/view', { responseType: 'text' });
    expect(data).toBe('<p>{"not": "parsed"}</p>');
  });

  it("reads the API's clock from an answer's Date header", async () => {
    resetServerClock();
    const inAMinute = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    fetchAnswering({ status: 200, body: '{}', date: inAMinute.toUTCString() });
    await apiGet('countries');
    // The header has whole seconds, so the offset is the header's instant less the moment of the answer, not
    // a round 60 s: compare with that, allowing the test's own run time.
    const offset = serverNow() - Date.now();
    expect(Math.abs(offset - (inAMinute.getTime() - Date.now()))).toBeLessThan(1000);
    expect(offset).toBeGreaterThan(58_000);
  });

  it('fails as axios does, so the error catalogue and the server message read alike', async () => {
    fetchAnswering({ status: 503, body: '{"message":"busy"}' });
    const unavailable = await failure(apiGet('warehouse/prices'));
    expect(unavailable).toMatchObject({ isAxiosError: true, response: { status: 503 } });
    expect(apiErrorMessage(unavailable)).toBe(ERROR_MESSAGES.server503);

    fetchAnswering({ status: 400, body: '{"message":"Unknown country"}' });
    expect(apiErrorMessage(await failure(apiGet('landings/carriers')))).toBe('Unknown country');

    fetchAnswering(new TypeError('Failed to fetch'));
    const unreachable = await failure(apiGet('countries'));
    expect(unreachable).toMatchObject({ isAxiosError: true, code: 'ERR_NETWORK' });
    expect(apiErrorMessage(unreachable)).toBe(ERROR_MESSAGES.noResponse);
  });

  it('ends the session on a 401 for the token it carried', async () => {
    storeSession({ token: 'token-1' });
    const listener = jest.fn();
    const off = onSessionExpired(listener);
    fetchAnswering({ status: 401, body: '{}' });
    await failure(apiGet('locales/es-MX'));
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("answers from the transport a test put in apiClient.defaults, as apiClient's calls do", async () => {
    const calls = fetchAnswering({ status: 200, body: '"from fetch"' });
    apiClient.defaults.adapter = async (config) => ({
      data: `from the transport: ${config.url} ${config.headers.get('Accept-Language')}`,
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    try {
      expect((await apiGet('countries')).data).toBe('from the transport: countries es-MX');
      expect(calls).toEqual([]);
    } finally {
      apiClient.defaults.adapter = undefined;
    }
  });
});
