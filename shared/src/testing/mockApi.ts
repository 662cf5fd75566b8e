// Stands in for the network under the shared API client in the front-end packages' tests: the client's
// own interceptors (headers, error catalogue) still run, only the transport, the axios adapter, is replaced.
// Imported as '@estiba/shared/testing', never from production code.
import { apiClient } from '../api/client';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
/** A request as it reached the network: url, params, headers after the interceptors. */
export type SentRequest = Parameters<Adapter>[0];

export interface MockAnswer {
  status: number;
  data: unknown;
}
/** Answers one request; throwing stands for a request that got no answer at all. */
export type Responder = (request: SentRequest) => MockAnswer | Promise<MockAnswer>;

export interface MockedApi {
  /** Every request sent since the mock was set, in order. */
  requests: SentRequest[];
  restore: () => void;
}

/** Stands for a request the server never answered (network down, CORS, timeout). */
const NO_RESPONSE_STATUS = 0;

// Taken once, when a test file first loads this helper, so restoring after several mocks in one test
// still brings back the real transport.
const realAdapter = apiClient.defaults.adapter;

/** Puts the real transport back (for `afterEach`). */
export function restoreApi() {
  apiClient.defaults.adapter = realAdapter;
}

/**
 * Replaces the transport until `restore`: each request gets what `respond` returns for it, or the next
 * of `answers` (the last one repeats). A status of 400 or more fails the way axios fails, so the
 * client's error handling runs as in production.
 */
export function mockApi(respond: Responder): MockedApi;
export function mockApi(...answers: MockAnswer[]): MockedApi;
export function mockApi(...args: [Responder] | MockAnswer[]): MockedApi {
  const requests: SentRequest[] = [];
  const [first] = args;
  const respond: Responder =
    typeof first === 'function'
      ? first
      : () => {
          const answers = args as MockAnswer[];
          return answers[Math.min(requests.length, answers.length) - 1];
        };
  apiClient.defaults.adapter = async (config) => {
    requests.push(config);
    const { status, data } = await respond(config);
    if (status === NO_RESPONSE_STATUS) {
      // What axios gives when the server never answers: an axios error without a response.
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
    }
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      // The shape axios.isAxiosError recognises.
      throw Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        config,
        response,
      });
    }
    return response;
  };
  return { requests, restore: restoreApi };
}

export const ok = (data: unknown): MockAnswer => ({ status: 200, data });
export const failing = (status: number, data: unknown = {}): MockAnswer => ({ status, data });
/** The server never answers. */
export const noResponse = (): MockAnswer => ({ status: NO_RESPONSE_STATUS, data: null });
