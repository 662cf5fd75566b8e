// Every route states what it answers (README "One contract"): a response schema for a 2xx status, which
// documents the answer in the OpenAPI document and, written with TypeBox, gives the front end its type. The
// routes come from the application itself (startTestApp's onRoute hook), so a route added later is checked
// without anyone listing it; only the answers below, which are not JSON data, are let through by name.
import type { HTTPMethods } from 'fastify';
import { startTestApp, type RegisteredRoute } from './test/app.js';

interface Exemption {
  methods: HTTPMethods[];
  url: string | RegExp;
  why: string;
}

const PAGE_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST'];

const WITHOUT_RESPONSE_SCHEMA: Exemption[] = [
  { methods: ['OPTIONS'], url: '*', why: "@fastify/cors's preflight answer, headers only" },
  {
    methods: ['GET', 'HEAD'],
    url: /^\/documentation(\/|$)/,
    why: "@fastify/swagger-ui's pages, scripts and the OpenAPI document itself",
  },
  { methods: PAGE_METHODS, url: '/accounts/login', why: 'hosted sign-in: an HTML form, or a redirect' },
  { methods: PAGE_METHODS, url: '/accounts/signup', why: 'hosted sign-up: an HTML form, or a redirect' },
  {
    methods: ['GET', 'HEAD'],
    url: '/integrations/shopify/callback',
    why: "a store's OAuth callback: a redirect to Integrations",
  },
  {
    methods: PAGE_METHODS,
    url: '/sandbox-store/:handle/admin/oauth/authorize',
    why: "the sandbox store's authorisation page (HTML), and Install's redirect",
  },
];

const exemptionOf = (route: RegisteredRoute) =>
  WITHOUT_RESPONSE_SCHEMA.find(
    ({ methods, url }) =>
      methods.includes(route.method) && (typeof url === 'string' ? url === route.url : url.test(route.url)),
  );

const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Status codes such as 200, '204' or '2xx'. */
function successStatuses(route: RegisteredRoute): string[] {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  return Object.keys(response).filter((status) => /^2(\d\d|xx)$/i.test(status));
}

function withoutSuccessSchema(routes: readonly RegisteredRoute[]): string[] {
  return routes.filter((route) => !exemptionOf(route) && successStatuses(route).length === 0).map(name);
}

const testApp = await startTestApp();
afterAll(() => testApp.close());

describe('route contract', () => {
  it('gives every route a response schema for its success answer', () => {
    expect(withoutSuccessSchema(testApp.routes)).toEqual([]);
  });

  it('finds a route that answers only its errors, or has no schema', () => {
    const routes: RegisteredRoute[] = [
      { method: 'GET', url: '/stock', schema: { response: { 400: { type: 'object' } } } },
      { method: 'POST', url: '/stock' },
      { method: 'DELETE', url: '/stock/:id', schema: { response: { 204: { type: 'null' } } } },
      { method: 'GET', url: '/accounts/login' },
    ];
    expect(withoutSuccessSchema(routes)).toEqual(['GET /stock', 'POST /stock']);
  });

  it('lets through only routes that exist and still have no success schema', () => {
    const exempted = testApp.routes.filter(exemptionOf);
    for (const exemption of WITHOUT_RESPONSE_SCHEMA) {
      expect(exempted.filter((route) => exemptionOf(route) === exemption).map(name)).not.toEqual([]);
    }
    // An exempted route that gained a success schema should leave the list.
    expect(exempted.filter((route) => successStatuses(route).length > 0).map(name)).toEqual([]);
  });

  it('documents every route with a response schema in the OpenAPI document', async () => {
    const { paths } = (await testApp.app.inject({ url: '/documentation/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // The document writes path parameters {like_this} and leaves out HEAD, which Fastify adds to every GET.
    const undocumented = testApp.routes
      .filter((route) => route.method !== 'HEAD' && successStatuses(route).length > 0)
      .filter((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        return paths[path]?.[route.method.toLowerCase()] === undefined;
      })
      .map(name);
    expect(undocumented).toEqual([]);
  });
});
