// Schemas of the hosted accounts routes: they document the pages and the code exchange in the OpenAPI
// document. The pages read their query leniently themselves (a bad value shows a page, never a JSON error).
import { errorResponseRef } from '../../platform/error-handler.js';

export const pageQuerySchema = {
  type: 'object',
  properties: {
    site_id: {
      type: 'string',
      description: 'The site the person signs in to; unknown ids show the default brand',
    },
    redirect_url: {
      type: 'string',
      description: 'Absolute http(s) URL on an allowed origin; receives authorization=<code>&lang=<lang>',
    },
    lang: { type: 'string', description: 'en-US, es-MX, es-CO, es-AR, es-CL or es-ES (es-* maps to es-MX)' },
  },
} as const;

const pageDescription =
  'Hosted accounts page (HTML). Serves the sandbox of the hosted sign-in: on success it redirects (303) to ' +
  'redirect_url with a one-time authorization code and lang. A missing or disallowed redirect_url gives a ' +
  '400 page.';

export const loginPageSchema = {
  tags: ['hosted accounts'],
  summary: 'Hosted sign-in page',
  description: pageDescription,
  querystring: pageQuerySchema,
} as const;

export const signupPageSchema = {
  tags: ['hosted accounts'],
  summary: 'Hosted sign-up page',
  description: pageDescription,
  querystring: pageQuerySchema,
} as const;

export const loginPostSchema = {
  tags: ['hosted accounts'],
  summary: 'Signs in from the hosted page',
  description:
    'Form post (application/x-www-form-urlencoded: email, password, csrf_token). 303 to redirect_url with ' +
    'the code; otherwise the page again with messages: 400 (fields), 401 (credentials), 403 (expired form), ' +
    '429 (too many attempts, Retry-After).',
  querystring: pageQuerySchema,
} as const;

export const signupPostSchema = {
  tags: ['hosted accounts'],
  summary: 'Creates an account from the hosted page',
  description:
    'Form post (application/x-www-form-urlencoded: name, company, email, country, areaCode, phone, password, ' +
    'confirmPassword, csrf_token). 303 to redirect_url with the code; otherwise the page again with ' +
    'messages: 400 (fields, e-mail taken), 403 (expired form), 429 (too many attempts, Retry-After).',
  querystring: pageQuerySchema,
} as const;

export const authenticationSchema = {
  tags: ['hosted accounts'],
  summary: 'Exchanges a one-time authorization code for an access token',
  description:
    'Headers: authorization (the code from the hosted pages, as it came in the query), Origin (set by the ' +
    'browser) and Accept-Language. A code works once, for two minutes, and only from the origin of the site it ' +
    'was sent to, as its Origin header says; the Referer is not read, since any client can write one.',
  headers: {
    type: 'object',
    properties: {
      authorization: { type: 'string', description: 'The one-time authorization code' },
      origin: { type: 'string', description: "The site's origin, set by the browser" },
      'accept-language': { type: 'string' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['token', 'expiresIn'],
      properties: {
        token: { type: 'string', description: 'Access token (bearer)' },
        expiresIn: { type: 'integer', description: 'Seconds until the token expires' },
      },
    },
    401: errorResponseRef,
  },
} as const;
