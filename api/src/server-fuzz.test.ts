// Every route the API registers gets malformed input through inject, and none may answer 5xx (issue 14). The
// routes come from the application itself (startTestApp's onRoute hook), so a route added later is fuzzed
// without anyone listing it. A request starts from what the route's schema describes, filled with plausible
// values so that handlers run past their first check, and is then broken: NUL and other control characters,
// lone surrogates, huge strings, deep nesting, wrong types, odd content types, bad path parameters; sent as a
// visitor, as the demo merchant, as the admin, with a forged bearer or with a well-signed payload of bad fields.
// Each request comes from an address of its own, so a rate limit never answers in place of a handler. A failure
// prints the route and fast-check's smallest failing request (with its seed, to replay it).
import fc from 'fast-check';
import type { FastifySchema, InjectOptions } from 'fastify';
import { CSRF_FIELD } from './modules/hosted-accounts/csrf.js';
import { issueDemoToken } from './seed/demo-token.js';
import { ADMIN_USER_ID, DEMO_PASSWORD, DEMO_USER_ID } from './seed/ids.js';
import { startTestApp, type RegisteredRoute } from './test/app.js';
import { signPayload } from './test/signed-payload.js';

/** Issue 14: at least 200 malformed inputs per route. */
const RUNS_PER_ROUTE = 200;
/**
 * A fixed seed keeps CI repeatable (a red run is a real finding, replayed by the same seed, never a lucky draw);
 * `FUZZ_SEED=random` explores new inputs on a developer's machine, `FUZZ_SEED=<n>` replays a printed seed.
 */
const FUZZ_SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_261_125);
/** A route's 200 runs take one to five seconds; shrinking a failure takes longer, and is worth the wait. */
const ROUTE_TIMEOUT_MS = 120_000;
/** Past Fastify's 1 MiB body limit once UTF-8 encoded (4-byte characters), and past any field's maximum. */
const HUGE_LENGTH = 300_000;
/** Strings longer than this are shown by their start and length in a counterexample. */
const SHOWN_STRING_LENGTH = 80;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Stand-ins the generated requests carry, replaced by real credentials just before a request is sent. */
const PLACEHOLDER = {
  merchantToken: '{{merchant-token}}',
  adminToken: '{{admin-token}}',
  signedPayload: '{{signed-payload}}',
  csrfToken: '{{csrf-token}}',
  csrfCookie: '{{csrf-cookie}}',
} as const;

const testApp = await startTestApp();
const { app, config } = testApp;
afterAll(() => testApp.close());

// ---- Text and values -------------------------------------------------------------------------------------

const character = (code: number) => String.fromCharCode(code);
/** C0, DEL and C1. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map(character);
const ODD_TEXT = [
  '\u2028',
  '\ufeff',
  '\u202e',
  '\ufffd',
  '%',
  '%00',
  '"',
  "'",
  '\\',
  '<',
  '&',
  '=',
  '#',
  '/',
];

const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTROLS) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(character) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_TEXT, '..', '+', ' ', '\t', '\n') },
);
const shortText = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: oddUnit },
  ),
  maxLength: 24,
});
const hugeText = fc
  .tuple(
    fc.constantFrom('a', '\u0000', 'é', '\u{1F600}', '\ud800', ' ', '9'),
    fc.integer({ min: 1_000, max: HUGE_LENGTH }),
  )
  .map(([unit, count]) => unit.repeat(count));
/** `text` with `unit` put in at `at` (modulo its length): a plausible value that still looks like one. */
const inserted = (text: string, unit: string, at: number) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + unit + text.slice(index);
};
const taintedText = (plausible: fc.Arbitrary<string>) =>
  fc.tuple(plausible, oddUnit, fc.nat()).map(([text, unit, at]) => inserted(text, unit, at));

const LIMIT_NUMBERS = [0, -1, -0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, 1e-7];
const badNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(...LIMIT_NUMBERS));

// ---- Plausible values, by field name ----------------------------------------------------------------------

/** Names the schemas do not declare: the signed payloads' fields and the hosted forms' fields. */
const UNDECLARED_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'displayName',
  'accountName',
  'countryId',
  'phone',
  'name',
  'company',
  'country',
  'areaCode',
  CSRF_FIELD,
];

function plausibleByName(name: string): fc.Arbitrary<Json> | null {
  switch (name) {
    case 'email':
      return fc.oneof(
        fc.constant('demo@estiba.test'),
        fc.nat(9999).map((n) => `fuzz${n}@estiba.test`),
      );
    case 'password':
    case 'confirmPassword':
      return fc.constantFrom(DEMO_PASSWORD, 'Fuzz2026x');
    case 'displayName':
    case 'name':
      return fc.constant('Fuzz Merchant');
    case 'accountName':
    case 'company':
      return fc.constant('Fuzz Store');
    case 'countryId':
      return fc.constantFrom(1, 2, '1');
    case 'country':
    case 'areaCode':
      return fc.constantFrom('MX', 'US', 'ES', '+52');
    case 'phone':
      return fc.constantFrom('+52 5512345678', '5512345678');
    case 'lang':
    case 'language':
      return fc.constantFrom('en-US', 'es-MX', 'es-ES');
    case 'redirect_url':
      return fc.constant(`${config.publicAppUrl}/`);
    case 'site_id':
      return fc.constant('estiba-fulfillment');
    case 'sub':
      return fc.constantFrom(DEMO_USER_ID, ADMIN_USER_ID);
    case 'withToken':
      return fc.constantFrom(true, 'true');
    case 'encriptedPayload':
      return fc.constant(PLACEHOLDER.signedPayload);
    case CSRF_FIELD:
      return fc.constant(PLACEHOLDER.csrfToken);
    default:
      return null;
  }
}

interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  examples?: Json[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
}

/** A value the schema accepts, or close to it, so that the request reaches the handler. */
function plausible(schema: JsonSchema | undefined, name?: string): fc.Arbitrary<Json> {
  const byName = name === undefined ? null : plausibleByName(name);
  if (byName) return byName;
  if (!schema) return fc.constant('fuzz');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.examples?.length) return fc.constantFrom(...schema.examples);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 5, 1000) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items), { minLength: 1, maxLength: 3 });
    case 'object':
      return plausibleObject(schema);
    default:
      return fc.constantFrom('fuzz', 'estiba', '1');
  }
}

/** Free-form objects (settings) get a few string entries, so there is text inside them to break. */
const freeFormObject: fc.Arbitrary<JsonObject> = fc.dictionary(
  fc.constantFrom('theme', 'layout', 'main'),
  fc.constantFrom('fuzz', 'dark', 'layout1'),
  { minKeys: 1, maxKeys: 2 },
);

/** Every field the schema names, and the `extraNames`: a mutation then decides which one is wrong. */
function plausibleObject(
  schema: JsonSchema | undefined,
  extraNames: readonly string[] = [],
): fc.Arbitrary<JsonObject> {
  const properties = schema?.properties ?? {};
  const names = [...new Set([...Object.keys(properties), ...extraNames])];
  if (names.length === 0) return freeFormObject;
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const name of names) model[name] = plausible(properties[name], name);
  return fc.record(model);
}

// ---- Breaking a plausible value ---------------------------------------------------------------------------

const badKey = fc.oneof(shortText, fc.constantFrom('__proto__', 'constructor', '', ...UNDECLARED_FIELDS));
const badScalar: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: shortText },
  { weight: 2, arbitrary: taintedText(fc.constantFrom('demo@estiba.test', 'Fuzz Merchant', DEMO_USER_ID)) },
  { weight: 2, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const { badValue } = fc.letrec<{ badValue: Json }>((tie) => ({
  badValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    badScalar,
    fc.array(tie('badValue'), { maxLength: 4 }),
    fc.dictionary(badKey, tie('badValue'), { maxKeys: 4 }),
  ),
}));

interface Mutation {
  /** Which node of the value (every node counted, depth first); taken modulo their number. */
  at: number;
  /** `taint` puts `unit` into a string where it is (the value stays plausible otherwise). */
  how: 'taint' | 'replace' | 'add-key' | 'wrap-in-array' | 'wrap-in-object';
  unit: string;
  key: string;
  value: Json;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  how: fc.oneof(
    { weight: 4, arbitrary: fc.constant('taint' as const) },
    { weight: 3, arbitrary: fc.constant('replace' as const) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('add-key' as const, 'wrap-in-array' as const, 'wrap-in-object' as const),
    },
  ),
  unit: oddUnit,
  key: badKey,
  // A huge string only at the top of a mutation: several of them in one request would only slow the run down.
  value: fc.oneof({ weight: 12, arbitrary: badValue }, { weight: 1, arbitrary: hugeText }),
});

type Path = (string | number)[];

function nodePaths(value: Json, path: Path = [], paths: Path[] = []): Path[] {
  paths.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => nodePaths(item, [...path, i], paths));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) nodePaths(item, [...path, key], paths);
  return paths;
}

function valueAt(value: Json, path: Path): Json {
  let node: Json = value;
  for (const segment of path) node = (node as Record<string | number, Json>)[segment] ?? null;
  return node;
}

function mutate(value: Json, { at, how, unit, key, value: bad }: Mutation): Json {
  const paths = nodePaths(value);
  // Tainting aims at the strings: containers and numbers have no characters to change.
  const strings = paths.filter((path) => typeof valueAt(value, path) === 'string');
  const targets = how === 'taint' && strings.length > 0 ? strings : paths;
  const path = targets[at % targets.length]!;
  const change = (node: Json): Json => {
    switch (how) {
      case 'taint':
        return typeof node === 'string' ? inserted(node, unit, at) : unit;
      case 'replace':
        return bad;
      case 'add-key':
        return node !== null && typeof node === 'object' && !Array.isArray(node)
          ? { ...node, [key]: bad }
          : bad;
      case 'wrap-in-array':
        return [node];
      case 'wrap-in-object':
        return { [key]: node };
    }
  };
  const rebuild = (node: Json, depth: number): Json => {
    if (depth === path.length) return change(node);
    const segment = path[depth]!;
    if (Array.isArray(node)) return node.map((item, i) => (i === segment ? rebuild(item, depth + 1) : item));
    const object = node as JsonObject;
    return { ...object, [segment]: rebuild(object[segment as string] ?? null, depth + 1) };
  };
  return rebuild(value, 0);
}

const broken = <T extends Json>(base: fc.Arbitrary<T>) =>
  fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce<Json>(mutate, value));

// ---- URLs -------------------------------------------------------------------------------------------------

const LONE_SURROGATE = /(\p{Cs})/u;

const surrogateEscapes = new Map<string, string>();

/** A lone surrogate's WTF-8 bytes, percent-encoded: what encodeURIComponent refuses to encode. */
function encodedSurrogate(unit: string): string {
  let escape = surrogateEscapes.get(unit);
  if (escape === undefined) {
    const code = unit.charCodeAt(0);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    escape = bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    surrogateEscapes.set(unit, escape);
  }
  return escape;
}

/**
 * Percent-encoding that also takes lone surrogates. Split around them (the capture group keeps them, at the
 * odd indexes), so that a 16 000-character value costs a few calls, not one per character.
 */
function percentEncode(text: string): string {
  if (!LONE_SURROGATE.test(text)) return encodeURIComponent(text);
  return text
    .split(LONE_SURROGATE)
    .map((part, i) => (i % 2 === 1 ? encodedSurrogate(part) : encodeURIComponent(part)))
    .join('');
}

/**
 * Node answers a request line and headers longer than 16 KiB with 431 before Fastify sees them, so a longer URL
 * value cannot reach a route: a value is cut to this many characters before it goes into a URL (and may still
 * be longer once encoded). Bodies keep their huge values.
 */
const URL_TEXT_LENGTH = 16_384;

/** Escapes a URL parser or decoder may choke on: truncated, overlong, invalid UTF-8, traversal. */
const BAD_ESCAPES = [
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%C0%80',
  '%FF',
  '%%',
  '%u0000',
  '%00',
  '..%2f..%2f',
  '%2e%2e',
  '%zz',
];

const asText = (value: Json): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

const encodedValue = (value: Json) => percentEncode(asText(value));
/** A value as it goes into a URL: cut to what can reach a route (URL_TEXT_LENGTH), then encoded. */
const urlValue = (value: Json) => percentEncode(asText(value).slice(0, URL_TEXT_LENGTH));
const rawEscape = fc
  .tuple(fc.constantFrom(...BAD_ESCAPES), shortText)
  .map(([escape, text]) => escape + percentEncode(text));

const PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)|\*/g;

function pathArbitrary(route: RegisteredRoute): fc.Arbitrary<string> {
  const paramsSchema = route.schema?.params as JsonSchema | undefined;
  const names = [...route.url.matchAll(PARAMETER)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(route.url);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: plausible(paramsSchema?.properties?.[name], name).map(urlValue) },
      { weight: 3, arbitrary: broken(plausible(paramsSchema?.properties?.[name], name)).map(urlValue) },
      { weight: 2, arbitrary: rawEscape },
      { weight: 1, arbitrary: hugeText.map(urlValue) },
    );
  return fc.tuple(...names.map(segment)).map((segments) => {
    let index = 0;
    const path = route.url.replace(PARAMETER, () => segments[index++] ?? '');
    // A bare wildcard route (CORS's `OPTIONS *`) would otherwise give an empty or relative path, which inject
    // itself cannot parse: that is the test's failure, not the server's.
    return path.startsWith('/') ? path : `/${path}`;
  });
}

function queryArbitrary(schema: FastifySchema | undefined): fc.Arbitrary<string> {
  const querySchema = schema?.querystring as JsonSchema | undefined;
  const pairs = broken(plausibleObject(querySchema)).map((query) => {
    const entries =
      query !== null && typeof query === 'object' && !Array.isArray(query)
        ? Object.entries(query)
        : [['q', query] as const];
    return entries
      .flatMap(([key, value]) =>
        Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const],
      )
      .map(([key, value]) => `${percentEncode(key)}=${urlValue(value)}`)
      .join('&');
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 2,
      arbitrary: plausibleObject(querySchema).map((query) =>
        new URLSearchParams(
          Object.entries(query).map(([key, value]): [string, string] => [key, asText(value)]),
        ).toString(),
      ),
    },
    { weight: 6, arbitrary: pairs },
    { weight: 1, arbitrary: rawEscape.map((escape) => `a=${escape}&${escape}=1`) },
  );
}

// ---- Bodies -----------------------------------------------------------------------------------------------

interface Body {
  contentType?: string;
  payload?: string;
}

const deepJson = fc
  .tuple(
    fc.integer({ min: 33, max: 50_000 }),
    fc.constantFrom('[', '{"a":'),
    fc.constantFrom(...UNDECLARED_FIELDS, 'user', 'user_metadata'),
  )
  .map(([depth, open, field]) => {
    const close = open === '[' ? ']' : '}';
    return `{"${field}":${open.repeat(depth)}1${close.repeat(depth)}}`;
  });

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/xml',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/plain',
  ';',
  '',
];

function bodyArbitrary(schema: FastifySchema | undefined): fc.Arbitrary<Body> {
  const base = plausibleObject(schema?.body as JsonSchema | undefined, UNDECLARED_FIELDS);
  const value = broken(base);
  const form = (object: Json) =>
    object !== null && typeof object === 'object' && !Array.isArray(object)
      ? Object.entries(object)
          .map(([key, item]) => `${percentEncode(key)}=${encodedValue(item)}`)
          .join('&')
      : encodedValue(object);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({}) },
    {
      weight: 5,
      arbitrary: value.map((json) => ({ contentType: 'application/json', payload: JSON.stringify(json) })),
    },
    { weight: 1, arbitrary: deepJson.map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 3,
      arbitrary: value.map((json) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: form(json),
      })),
    },
    {
      weight: 1,
      arbitrary: base.map((json) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: form(json),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constant('application/x-www-form-urlencoded'),
        payload: rawEscape.map((e) => `email=${e}&${e}`),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...ODD_CONTENT_TYPES),
        payload: fc.oneof(
          shortText,
          value.map((json) => JSON.stringify(json).slice(0, -1)),
          hugeText,
        ),
      }),
    },
  );
}

// ---- Who sends it -----------------------------------------------------------------------------------------

const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map(character), maxLength: 40 });

interface Credentials {
  authorization?: string;
  /** The fields of the signed payload that stands in for PLACEHOLDER.signedPayload. */
  signedFields?: Json;
}

const credentials: fc.Arbitrary<Credentials> = fc.oneof(
  fc.constant({}),
  fc.constant({ authorization: `Bearer ${PLACEHOLDER.merchantToken}` }),
  fc.constant({ authorization: `Bearer ${PLACEHOLDER.adminToken}` }),
  broken(plausibleObject(undefined, UNDECLARED_FIELDS)).map((signedFields) => ({
    authorization: `Bearer ${PLACEHOLDER.signedPayload}`,
    signedFields,
  })),
  headerText.map((text) => ({ authorization: `Bearer ${text}` })),
  headerText.map((text) => ({ authorization: text })),
);

// ---- A request --------------------------------------------------------------------------------------------

interface FuzzRequest {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** The fields of the signed payload that stands in for PLACEHOLDER.signedPayload. */
  signedFields?: Json;
}

/** Long strings by their start and length, so a counterexample with a 300 000-character value stays readable. */
function shortened(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' && item.length > SHOWN_STRING_LENGTH
        ? `${item.slice(0, SHOWN_STRING_LENGTH)}… (${item.length} characters)`
        : item,
    ),
  ) as unknown;
}

function requestArbitrary(route: RegisteredRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(route),
      query: queryArbitrary(route.schema),
      body: bodyArbitrary(route.schema),
      credentials,
      csrfCookie: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      acceptLanguage: fc.option(fc.oneof(fc.constantFrom('es-MX', 'en-US,en;q=0.9', '*'), headerText), {
        nil: undefined,
      }),
      remoteAddress: fc.ipV4(),
    })
    .map(
      ({
        path,
        query,
        body,
        credentials: { authorization, signedFields },
        csrfCookie,
        acceptLanguage,
        remoteAddress,
      }) => {
        const headers: Record<string, string> = {};
        if (authorization !== undefined) headers.authorization = authorization;
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        if (csrfCookie) headers.cookie = PLACEHOLDER.csrfCookie;
        if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
        const request: FuzzRequest = {
          method: route.method as InjectOptions['method'],
          url: query ? `${path}?${query}` : path,
          headers,
          remoteAddress,
          ...(signedFields === undefined ? {} : { signedFields }),
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        };
        return Object.assign(request, { [fc.toStringMethod]: () => fc.stringify(shortened(request)) });
      },
    );
}

// ---- Credentials ------------------------------------------------------------------------------------------

const merchantToken = (await issueDemoToken('demo@estiba.test', config.jwt)).token;
const adminToken = (await issueDemoToken('admin@estiba.test', config.jwt)).token;

/** The hosted forms' CSRF cookie and token, from the sign-in page as a browser gets them. */
async function csrfPair(): Promise<{ cookie: string; token: string }> {
  const page = await app.inject({
    method: 'GET',
    url: `/accounts/login?redirect_url=${encodeURIComponent(`${config.publicAppUrl}/`)}`,
  });
  const setCookie = String(page.headers['set-cookie'] ?? '');
  const token = new RegExp(`name="${CSRF_FIELD}"[^>]*value="([^"]+)"`).exec(page.body)?.[1];
  if (!setCookie || !token)
    throw new Error(`The sign-in page gave no CSRF cookie or token (${page.statusCode})`);
  return { cookie: setCookie.split(';')[0]!, token };
}
const csrf = await csrfPair();

async function materialize(request: FuzzRequest): Promise<InjectOptions> {
  const needsSignature = [request.url, request.payload ?? '', ...Object.values(request.headers)].some(
    (text) => text.includes(PLACEHOLDER.signedPayload),
  );
  const fields = request.signedFields ?? {};
  // A payload's claims are an object; any other JSON is signed under a field of its own.
  const claims =
    fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? fields : { value: fields };
  const signed = needsSignature ? await signPayload(claims) : '';
  const fill = (text: string) =>
    text
      .replaceAll(PLACEHOLDER.merchantToken, merchantToken)
      .replaceAll(PLACEHOLDER.adminToken, adminToken)
      .replaceAll(PLACEHOLDER.signedPayload, signed)
      .replaceAll(PLACEHOLDER.csrfToken, csrf.token)
      .replaceAll(PLACEHOLDER.csrfCookie, csrf.cookie);
  return {
    method: request.method,
    url: fill(request.url),
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, fill(value)])),
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: fill(request.payload) }),
  };
}

// ---- The test ---------------------------------------------------------------------------------------------

const routes = testApp.routes.map((route) => [`${route.method} ${route.url}`, route] as const);

describe('every route answers malformed input without a 5xx', () => {
  it('fuzzes the routes Fastify has, from the first platform plugin to the last module', () => {
    const urls = routes.map(([, route]) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/documentation/json', '/health', '/media/logos/:kind/:slug.svg']),
    );
  });

  it.each(routes)(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const response = await app.inject(await materialize(request));
          if (response.statusCode >= 500) {
            throw new Error(
              `${route.method} ${route.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: FUZZ_SEED },
      );
    },
    ROUTE_TIMEOUT_MS,
  );
});
