// The hosted accounts service, run by the API itself where the real hosted sign-in cannot be reached: the
// sign-in and sign-up pages (GET and POST /accounts/login, /accounts/signup) and the code exchange
// (POST /authentication). It speaks the hosted service's protocol, OAuth-like: the site sends the person here
// with site_id, redirect_url and lang; after signing in they return to redirect_url with a one-time code,
// which the site trades for an access token. The accounts themselves are the accounts module's.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseInputError } from '../../platform/database-errors.js';
import { AppError } from '../../platform/errors.js';
import { listCountries } from '../catalog/countries.js';
import { accountsDirectory, type AccountsDirectory } from './accounts-directory.js';
import { AuthorizationCodes, requestOrigin } from './authorization-codes.js';
import { brandOf, loadBrands, type AccountsBrand, type Brands } from './brands.js';
import { CsrfGuard, CSRF_FIELD } from './csrf.js';
import { readLogin, readSignup, refusedFieldMessage, type FormBody } from './forms.js';
import { securityHeaders } from './html.js';
import { resolveLocale, textsFor, type Locale, type Texts } from './messages.js';
import { handOffUrl, redirectPolicy, type RedirectPolicy } from './redirect.js';
import {
  authenticationSchema,
  loginPageSchema,
  loginPostSchema,
  signupPageSchema,
  signupPostSchema,
} from './schemas.js';
import {
  loginPage,
  messagePage,
  signupPage,
  type CountryOption,
  type FieldErrors,
  type FormState,
  type LoginField,
  type PageContext,
  type PageQuery,
  type SignupField,
} from './views.js';
import { named } from '../../platform/plugin-name.js';

export const LOGIN_PATH = '/accounts/login';
export const SIGNUP_PATH = '/accounts/signup';
export const AUTHENTICATION_PATH = '/authentication';
/** The code exchange has no body; anything sent beyond this is refused (413). */
const IGNORED_BODY_LIMIT = 1024;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const MS_PER_SECOND = 1000;
/**
 * Contract of issue 4: 20 sign-ups an hour per IP. Sign-in posts are limited by failures instead (a burst of 10
 * a minute per IP, 100 an hour per account), with the accounts module's counters: see accounts-directory.ts.
 */
export const SIGNUPS_PER_HOUR = 20;
/** A form is a few hundred bytes; this leaves room for long names and nothing else. */
const FORM_BODY_LIMIT = 16_384;

export interface HostedAccountsOptions {
  brandsFile: string;
  corsOrigins: true | readonly string[];
  publicAppUrl: string;
  /** Signs the CSRF tokens; the API's token secret, from which a key of its own is derived. */
  secret: string;
}

/** Thrown by the rate limiter of a page route, so the page is drawn again with the wait rather than JSON. */
class PageRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many attempts');
  }
}

interface PageSetup {
  locale: Locale;
  texts: Texts;
  brand: AccountsBrand;
  query: PageQuery;
  /** The redirect target when it may receive a code; null shows the 400 page. */
  target: URL | null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function sendPage(reply: FastifyReply, statusCode: number, body: string, formAction: readonly string[]) {
  return reply.status(statusCode).headers(securityHeaders(formAction)).send(body);
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE_MS));

interface PagesOptions {
  brands: Brands;
  policy: RedirectPolicy;
  csrf: CsrfGuard;
  codes: AuthorizationCodes;
  directory: AccountsDirectory;
}

async function pages(app: FastifyInstance, { brands, policy, csrf, codes, directory }: PagesOptions) {
  // Browsers post these forms url-encoded; only this plugin's routes accept that body type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  function setup(request: FastifyRequest): PageSetup {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const siteId = text(raw.site_id);
    const redirectUrl = text(raw.redirect_url);
    const locale = resolveLocale(text(raw.lang), request.headers['accept-language']);
    return {
      locale,
      texts: textsFor(locale),
      brand: brandOf(brands, siteId),
      query: { siteId, redirectUrl, locale },
      target: policy.parse(redirectUrl),
    };
  }

  /** Where the page's forms may post: here, and the site the redirect after a successful post goes to. */
  const formAction = (target: URL) => ["'self'", target.origin];

  function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
    const issued = csrf.issue(request.headers.cookie, request.protocol === 'https');
    if (issued.setCookie) reply.header('set-cookie', issued.setCookie);
    return issued.token;
  }

  function context(page: PageSetup, token: string): PageContext {
    return { locale: page.locale, texts: page.texts, brand: page.brand, query: page.query, csrfToken: token };
  }

  async function countries(locale: Locale): Promise<CountryOption[]> {
    return listCountries(app.database.db, locale.startsWith('es') ? locale : null);
  }

  function badLink(reply: FastifyReply, page: PageSetup) {
    return sendPage(reply, 400, messagePage(page, page.texts.badLinkTitle, page.texts.badLinkBody), []);
  }

  async function renderLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageSetup & { target: URL },
    statusCode: number,
    state: FormState<LoginField>,
  ) {
    const body = loginPage(context(page, csrfToken(request, reply)), state);
    return sendPage(reply, statusCode, body, formAction(page.target));
  }

  async function renderSignup(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageSetup & { target: URL },
    statusCode: number,
    state: FormState<SignupField>,
  ) {
    const body = signupPage(context(page, csrfToken(request, reply)), state, await countries(page.locale));
    return sendPage(reply, statusCode, body, formAction(page.target));
  }

  async function handOff(reply: FastifyReply, page: PageSetup & { target: URL }, userId: string) {
    const code = await codes.issue({
      userId,
      siteId: page.brand.siteId,
      redirectOrigin: page.target.origin,
    });
    return reply
      .status(303)
      .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .redirect(handOffUrl(page.target, code, page.locale), 303);
  }

  const withTarget = (page: PageSetup): (PageSetup & { target: URL }) | null =>
    page.target ? { ...page, target: page.target } : null;

  // Failures the handlers did not turn into a page themselves: a page again, never JSON and never a 500 for
  // anything a visitor can send.
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    const page = setup(request);
    const ready = withTarget(page);
    const isSignup = request.routeOptions.url === SIGNUP_PATH;
    if (!ready) return badLink(reply, page);
    if (error instanceof PageRateLimited) {
      const body = (request.body ?? {}) as FormBody;
      const formError = page.texts.tooManyAttempts(minutesOf(error.retryAfterMs));
      if (isSignup) {
        const { state } = readSignup(body, page.texts, await countries(page.locale));
        return renderSignup(request, reply, ready, 429, { ...state, errors: {}, formError });
      }
      const { state } = readLogin(body, page.texts);
      return renderLogin(request, reply, ready, 429, { ...state, errors: {}, formError });
    }
    // A value the database refused (platform/database-errors.ts) is the form's fault, as in the JSON routes.
    const statusCode =
      error instanceof AppError
        ? error.statusCode
        : (databaseInputError(error)?.statusCode ?? (error as FastifyError).statusCode);
    const clientError = statusCode !== undefined && statusCode >= 400 && statusCode < 500;
    if (!clientError) request.log.error({ err: error }, 'hosted accounts page failed');
    const status = clientError ? statusCode : 500;
    const message = clientError ? page.texts.unreadableForm : page.texts.unavailable;
    const empty = { values: {}, errors: {}, formError: message };
    try {
      return isSignup
        ? await renderSignup(request, reply, ready, status, empty)
        : await renderLogin(request, reply, ready, status, empty);
    } catch (renderError) {
      // The database itself may be what failed; a page without the form still says what happened.
      request.log.error({ err: renderError }, 'hosted accounts page could not be drawn');
      return sendPage(reply, status, messagePage(page, page.texts.unavailable, message), []);
    }
  });

  const rateLimited = (max: number, timeWindow: number) => ({
    max,
    timeWindow,
    // After the body is read, so the page drawn again keeps what the person typed.
    hook: 'preHandler' as const,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new PageRateLimited(context.ttl),
  });

  app.get(LOGIN_PATH, { schema: loginPageSchema }, async (request, reply) => {
    const page = withTarget(setup(request));
    if (!page) return badLink(reply, setup(request));
    return renderLogin(request, reply, page, 200, { values: {}, errors: {} });
  });

  app.get(SIGNUP_PATH, { schema: signupPageSchema }, async (request, reply) => {
    const page = withTarget(setup(request));
    if (!page) return badLink(reply, setup(request));
    return renderSignup(request, reply, page, 200, { values: {}, errors: {} });
  });

  app.post(LOGIN_PATH, { schema: loginPostSchema }, async (request, reply) => {
    const setupResult = setup(request);
    const page = withTarget(setupResult);
    if (!page) return badLink(reply, setupResult);
    const body = (request.body ?? {}) as FormBody;
    const { input, state } = readLogin(body, page.texts);
    if (!csrf.verify(request.headers.cookie, text(body[CSRF_FIELD]))) {
      return renderLogin(request, reply, page, 403, {
        ...state,
        errors: {},
        formError: page.texts.formExpired,
      });
    }
    if (Object.keys(state.errors).length > 0) return renderLogin(request, reply, page, 400, state);

    const result = await directory.signIn(request, input);
    if (result.kind === 'limited') {
      reply.header('retry-after', Math.ceil(result.retryAfterMs / MS_PER_SECOND));
      const formError = page.texts.tooManyAttempts(minutesOf(result.retryAfterMs));
      return renderLogin(request, reply, page, 429, { ...state, formError });
    }
    if (result.kind === 'refused') {
      // Always on the password field: pointing at the e-mail would tell which e-mails have accounts.
      const errors = { password: page.texts.invalidCredentials };
      return renderLogin(request, reply, page, 401, { ...state, errors });
    }
    return handOff(reply, page, result.userId);
  });

  app.post(
    SIGNUP_PATH,
    { schema: signupPostSchema, config: { rateLimit: rateLimited(SIGNUPS_PER_HOUR, HOUR_MS) } },
    async (request, reply) => {
      const setupResult = setup(request);
      const page = withTarget(setupResult);
      if (!page) return badLink(reply, setupResult);
      const body = (request.body ?? {}) as FormBody;
      const options = await countries(page.locale);
      const { input, state } = readSignup(body, page.texts, options);
      if (!csrf.verify(request.headers.cookie, text(body[CSRF_FIELD]))) {
        return renderSignup(request, reply, page, 403, {
          ...state,
          errors: {},
          formError: page.texts.formExpired,
        });
      }
      if (!input) return renderSignup(request, reply, page, 400, state);

      const result = await directory.signUp(input, page.locale);
      if (result.kind === 'rejected') {
        const errors: FieldErrors<SignupField> = {};
        for (const name of Object.keys(result.fields) as SignupField[]) {
          errors[name] = refusedFieldMessage(page.texts, name);
        }
        return renderSignup(request, reply, page, 400, { ...state, errors });
      }
      if (result.kind === 'existing') {
        // Never "this e-mail has an account": the owner has been told by e-mail, and may sign in from here.
        const body = messagePage(page, page.texts.checkEmailTitle, page.texts.checkEmailBody(input.email), {
          signInLink: true,
        });
        return sendPage(reply, 200, body, []);
      }
      return handOff(reply, page, result.userId);
    },
  );
}

async function codeExchange(app: FastifyInstance, { codes }: { codes: AuthorizationCodes }) {
  // The exchange reads headers only. A browser's HTTP client may label the empty body (axios sends a
  // null body as a form): whatever the type, the body is ignored rather than refused with a 415 or 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: IGNORED_BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  );
  app.post(AUTHENTICATION_PATH, { schema: authenticationSchema }, async (request) =>
    codes.exchange(request.headers.authorization?.trim(), requestOrigin(request.headers.origin)),
  );
}

export async function hostedAccountsRoutes(app: FastifyInstance, options: HostedAccountsOptions) {
  const { brands, warnings } = loadBrands(options.brandsFile);
  for (const warning of warnings) app.log.warn(warning);
  const policy = redirectPolicy({
    corsOrigins: options.corsOrigins,
    publicAppUrl: options.publicAppUrl,
    brandHosts: brands.hosts,
  });
  const codes = new AuthorizationCodes(app.database, app.tokens);
  await app.register(named(pages), {
    brands,
    policy,
    csrf: new CsrfGuard(options.secret),
    codes,
    directory: accountsDirectory(app, { publicAppUrl: options.publicAppUrl }),
  });
  await app.register(named(codeExchange), { codes });
}
