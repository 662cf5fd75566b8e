// The machinery of the authorization table (src/authorization.test.ts): who calls, what each of them is expected
// to get, and a request valid enough to reach a route's authorization check. Fastify validates a request before
// its preHandler (app.authenticate) runs, so a request the schema refuses would answer 400 to everyone and prove
// nothing: the request is built from the route's schema (its examples first), and a route entry may give its own.
import type { FastifySchema, InjectOptions } from 'fastify';
import { issueDemoToken } from '../seed/demo-token.js';
import { OPERATOR_CLIENT_ID } from '../seed/ids.js';
import { TokenService, type TokenSettings } from '../modules/accounts/tokens.js';

/**
 * Who calls: the operator's admin and staff (of the demo staff's warehouse), staff of another warehouse, the demo
 * merchant, another merchant, and a visitor without a token.
 */
export const ACTORS = [
  'admin',
  'staff',
  'otherWarehouseStaff',
  'merchant',
  'otherMerchant',
  'visitor',
] as const;
export type Actor = (typeof ACTORS)[number];

/** The demo users the actors sign in as (seed/ids.ts); staff of another warehouse is the test's own user. */
const ACTOR_EMAILS: Record<Exclude<Actor, 'visitor' | 'otherWarehouseStaff'>, string> = {
  admin: 'admin@estiba.test',
  staff: 'staff@estiba.test',
  merchant: 'demo@estiba.test',
  otherMerchant: 'other@estiba.test',
};

/** The status each actor gets. */
export type Answers = Record<Actor, number>;

/** What a request carries besides the actor's token; anything left out is built from the route's schema. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteEntry {
  answers: Answers;
  /** A request of the route's own, fixed or made per actor (fresh fixtures, single-use payloads). */
  request?: RouteRequest | ((actor: Actor) => Promise<RouteRequest>);
}

// ---- The common patterns ------------------------------------------------------------------------------------

/** One answer whoever calls: public routes (a token changes nothing). */
export const everyone = (status = 200): Answers => ({
  admin: status,
  staff: status,
  otherWarehouseStaff: status,
  merchant: status,
  otherMerchant: status,
  visitor: status,
});

/** Any signed-in user; a visitor is told to sign in. */
export const signedIn = (status = 200): Answers => ({ ...everyone(status), visitor: 401 });

/**
 * The operator's staff and admin only (staff and admin routes). `elsewhere` is what staff of another warehouse
 * get: where the request names a thing at the demo staff's warehouse, 404 (not there for them, as another
 * merchant's ids); otherwise the same as staff.
 */
export const operatorOnly = (status = 200, elsewhere = status): Answers => ({
  admin: status,
  staff: status,
  otherWarehouseStaff: elsewhere,
  merchant: 403,
  otherMerchant: 403,
  visitor: 401,
});

/** The operator's admins only. */
export const adminOnly = (status = 200): Answers => ({
  ...operatorOnly(status),
  staff: 403,
  otherWarehouseStaff: 403,
});

/** Merchants only: the client area's own actions, which the operator's users do not take for them. */
export const merchantsOnly = (status = 200): Answers => ({
  admin: 403,
  staff: 403,
  otherWarehouseStaff: 403,
  merchant: status,
  otherMerchant: status,
  visitor: 401,
});

/**
 * A client-owned thing of the demo merchant, named in the request: another merchant's request answers 404, as if
 * it did not exist (it does not, in their scope). `operator` is what the operator's users get (their scope sees
 * every client's rows; 403 where the route is the merchant's alone).
 */
export const demoMerchants = (status = 200, operator = status, elsewhere = operator): Answers => ({
  admin: operator,
  staff: operator,
  otherWarehouseStaff: elsewhere,
  merchant: status,
  otherMerchant: 404,
  visitor: 401,
});

export const route = (answers: Answers, request?: RouteEntry['request']): RouteEntry => ({
  answers,
  ...(request === undefined ? {} : { request }),
});

// ---- Requests -----------------------------------------------------------------------------------------------

/** The actors' tokens; `otherWarehouseStaffId` is a staff user (of the operator) at another warehouse. */
export async function actorTokens(
  jwt: TokenSettings,
  otherWarehouseStaffId: string,
): Promise<Record<Actor, string | null>> {
  const signed = async (actor: keyof typeof ACTOR_EMAILS) =>
    (await issueDemoToken(ACTOR_EMAILS[actor], jwt)).token;
  const otherWarehouseStaff = await new TokenService(jwt).sign({
    userId: otherWarehouseStaffId,
    clientId: OPERATOR_CLIENT_ID,
    tokenVersion: 0,
    role: 'staff',
  });
  return {
    admin: await signed('admin'),
    staff: await signed('staff'),
    otherWarehouseStaff: otherWarehouseStaff.token,
    merchant: await signed('merchant'),
    otherMerchant: await signed('otherMerchant'),
    visitor: null,
  };
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A value the schema accepts, for the common shapes; a route with a stricter one gives its own request. */
export function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'estiba';
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleValue(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleValue(schema.properties?.[name])]),
      );
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-00000000beef';
    case 'email':
      return 'demo@estiba.test';
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'date-time':
      return new Date().toISOString();
    case 'uri':
      return 'https://estiba.example/';
    default:
      return 'estiba'.padEnd(schema.minLength ?? 0, 'x');
  }
}

const PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)|\*/g;

/** The inject options of one actor's request to a route: the entry's parts, the rest from its schema. */
export function buildRequest(
  route: { method: string; url: string; schema?: FastifySchema },
  given: RouteRequest,
  token: string | null,
  remoteAddress: string,
): InjectOptions {
  const paramsSchema = route.schema?.params as JsonSchema | undefined;
  const path = route.url.replace(PARAMETER, (_match, name: string | undefined) => {
    const key = name ?? '*';
    const value = given.params?.[key] ?? sampleValue(paramsSchema?.properties?.[key]);
    return encodeURIComponent(String(value));
  });
  const querySchema = route.schema?.querystring as JsonSchema | undefined;
  const query = given.query ?? (sampleValue({ ...querySchema, type: 'object' }) as Record<string, unknown>);
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const bodySchema = route.schema?.body as JsonSchema | undefined;
  const body = given.body ?? (bodySchema ? sampleValue(bodySchema) : undefined);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, given.headers);
  return {
    method: route.method as InjectOptions['method'],
    // CORS's bare `OPTIONS *` gives no leading slash, which inject cannot parse.
    url: (path.startsWith('/') ? path : `/${path}`) + (search ? `?${search}` : ''),
    headers,
    remoteAddress,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  };
}
