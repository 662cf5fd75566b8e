// The one HTTP client of the front end (spec points 4, 7 and 8): every call to the fulfillment API goes
// through it (or, for the public site's reads, through apiGet, which runs the same checks), so the bearer
// token, the language, the time zone and the error catalogue apply everywhere (request.ts).
//
// axios (about 20 KiB gzip) loads with the first call made through `apiClient`, not with the page: a
// visitor's public pages read the API through apiGet alone and never download it.
import type {
  AxiosAdapter,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { getAppConfig } from '../config/appConfig';
import type { NotifyPayload, Severity } from '../bus/events';
import { ERROR_MESSAGE_IDS, ERROR_MESSAGES, REPLACED_STATUS_MESSAGES, type ErrorKey } from './errors';
import { answered, failed, isApiFailure, prepareRequest, type ApiFailure } from './request';

export { SessionExpiredError, onSessionExpired } from './request';

/** The calls the packages make, with axios's own signatures. */
export interface ApiClient {
  /**
   * The transport of every call, `apiGet`'s too. Unset, axios's own (apiGet: fetch); the packages'
   * tests put a stand-in for the network here (@estiba/shared/testing's mockApi).
   */
  defaults: { adapter?: AxiosAdapter };
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ): Promise<AxiosResponse<T>>;
  put<T = unknown, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ): Promise<AxiosResponse<T>>;
  patch<T = unknown, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ): Promise<AxiosResponse<T>>;
}

function createClient(axios: typeof import('axios').default): AxiosInstance {
  const client = axios.create();
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // Read per request: the run-time configuration loads after this module does.
    config.baseURL ??= getAppConfig().apiUrl;
    prepareRequest(config, config.headers);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      answered(response.headers.date);
      return response;
    },
    (error: unknown) => Promise.reject(failed(error)),
  );
  return client;
}

let loading: Promise<AxiosInstance> | undefined;

/** The axios client, loaded once; a failed download is tried again on the next call. */
function axiosClient(): Promise<AxiosInstance> {
  loading ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => createClient(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The call's config with the transport a test put in `defaults` (a call's own adapter wins). */
function withTransport<C extends AxiosRequestConfig>(config: C | undefined): C | undefined {
  const adapter = apiClient.defaults.adapter;
  return adapter && !config?.adapter ? ({ ...config, adapter } as C) : config;
}

export const apiClient: ApiClient = {
  defaults: {},
  get: (url, config) => axiosClient().then((client) => client.get(url, withTransport(config))),
  delete: (url, config) => axiosClient().then((client) => client.delete(url, withTransport(config))),
  post: (url, data, config) => axiosClient().then((client) => client.post(url, data, withTransport(config))),
  put: (url, data, config) => axiosClient().then((client) => client.put(url, data, withTransport(config))),
  patch: (url, data, config) =>
    axiosClient().then((client) => client.patch(url, data, withTransport(config))),
};

function serverMessage(error: ApiFailure): string | null {
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

type ErrorDescription = { key: ErrorKey } | { text: string };

function describe(error: unknown): ErrorDescription {
  if (isApiFailure(error)) {
    const status = error.response?.status;
    const replacement = status === undefined ? undefined : REPLACED_STATUS_MESSAGES[status];
    if (replacement) return { key: replacement };
    const text = serverMessage(error);
    if (text) return { text };
    return { key: error.response ? 'somethingWentWrong' : 'noResponse' };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  return { key: 'somethingWentWrong' };
}

/**
 * What to tell a person about a failed call: the catalogue text for 500 and 503, else the server's
 * `message` field, else the catalogue text for no response or any other failure.
 */
export function apiErrorMessage(error: unknown): string {
  const description = describe(error);
  return 'key' in description ? ERROR_MESSAGES[description.key] : description.text;
}

/** The same as `apiErrorMessage`, as a snackbar notice: catalogue texts by id so they show translated. */
export function apiErrorNotice(error: unknown, severity: Severity = 'error'): NotifyPayload {
  const description = describe(error);
  return 'key' in description
    ? { id: ERROR_MESSAGE_IDS[description.key], severity }
    : { text: description.text, severity };
}
