// The public site's reads of the API (the locale bundles, the catalogue, legal documents) with the
// browser's fetch instead of axios, which only the client area and forms then download (client.ts).
// A GET with flat query parameters and a JSON or text answer is all these need; it runs the same checks
// as every call (request.ts) and fails the way axios fails, so apiErrorMessage and the callers' failure
// handling read its errors alike.
import type { InternalAxiosRequestConfig } from 'axios';
import { getAppConfig } from '../config/appConfig';
import { apiClient } from './client';
import { answered, failed, prepareRequest } from './request';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiGetConfig {
  /** Query parameters; null and undefined ones are left out, as axios does. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'text' keeps the body as it came; otherwise JSON is parsed (a body that is not JSON stays text). */
  responseType?: 'json' | 'text';
}

export interface ApiGetResponse<T> {
  data: T;
  status: number;
}

/** Header names compared without case, as HTTP does; `get` as axios's headers offer it to a transport. */
class RequestHeaders {
  private readonly values = new Map<string, [name: string, value: string]>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.set(name, value);
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase())?.[1];
  }

  set(name: string, value: string): this {
    this.values.set(name.toLowerCase(), [name, value]);
    return this;
  }

  toJSON(): Record<string, string> {
    return Object.fromEntries(this.values.values());
  }
}

interface GetRequest {
  method: 'get';
  baseURL: string;
  url: string;
  params?: Record<string, QueryValue>;
  headers: RequestHeaders;
  signal?: AbortSignal;
  responseType?: 'json' | 'text';
}

function requestUrl({ baseURL, url, params }: GetRequest): string {
  const base = baseURL.endsWith('/') || url.startsWith('/') ? baseURL : `${baseURL}/`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${base}${url}${search ? `?${search}` : ''}`;
}

function parseBody(text: string, responseType: GetRequest['responseType']): unknown {
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An error shaped as axios's (isAxiosError, code, config, response). */
function failure(message: string, code: string, config: GetRequest, response?: object) {
  return Object.assign(new Error(message), {
    name: 'AxiosError',
    isAxiosError: true,
    code,
    config,
    response,
  });
}

async function overFetch(config: GetRequest): Promise<ApiGetResponse<unknown>> {
  let response: Response;
  try {
    response = await fetch(requestUrl(config), { headers: config.headers.toJSON(), signal: config.signal });
  } catch (error) {
    if (config.signal?.aborted) throw failure('canceled', 'ERR_CANCELED', config);
    throw failure(error instanceof Error ? error.message : 'Network Error', 'ERR_NETWORK', config);
  }
  const data = parseBody(await response.text(), config.responseType);
  const headers = { date: response.headers.get('date') ?? undefined };
  if (!response.ok) {
    const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw failure(`Request failed with status code ${response.status}`, code, config, {
      data,
      status: response.status,
      statusText: response.statusText,
      headers,
      config,
    });
  }
  answered(headers.date);
  return { data, status: response.status };
}

/** A transport put in apiClient.defaults (a test's stand-in for the network) answers instead of fetch. */
async function overTransport(config: GetRequest): Promise<ApiGetResponse<unknown>> {
  const adapter = apiClient.defaults.adapter!;
  // The transport reads what it needs of a request (url, params, headers.get); this is not axios's
  // whole config object, which only axios builds.
  const response = await adapter(config as unknown as InternalAxiosRequestConfig);
  answered((response.headers as { date?: unknown } | undefined)?.date);
  return { data: response.data as unknown, status: response.status };
}

/** `GET url` on the API, with the session, language and error handling of every call. */
export async function apiGet<T = unknown>(
  url: string,
  options: ApiGetConfig = {},
): Promise<ApiGetResponse<T>> {
  const config: GetRequest = {
    method: 'get',
    // Read per request: the run-time configuration loads after this module does.
    baseURL: getAppConfig().apiUrl,
    url,
    params: options.params,
    headers: new RequestHeaders(options.headers),
    signal: options.signal,
    responseType: options.responseType,
  };
  prepareRequest(config, config.headers);
  try {
    const response = apiClient.defaults.adapter ? await overTransport(config) : await overFetch(config);
    return response as ApiGetResponse<T>;
  } catch (error) {
    throw failed(error);
  }
}
