// The hosted accounts pages: sign-in, sign-up and the page that refuses an unusable link. Plain HTML forms that
// work with no script at all; labels, hints and errors are tied to their fields, and the first thing a screen
// reader meets after a failed post is the alert that says what went wrong.
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../accounts/account-rules.js';
import type { AccountsBrand } from './brands.js';
import { markup, SafeHtml, STYLESHEET } from './html.js';
import { alternateLocale, type Locale, type Texts } from './messages.js';

/** The query the pages carry from one to the other (and into their form posts). */
export interface PageQuery {
  siteId: string | undefined;
  redirectUrl: string | undefined;
  locale: Locale;
}

export interface PageContext {
  locale: Locale;
  texts: Texts;
  brand: AccountsBrand;
  query: PageQuery;
  csrfToken: string;
}

export type LoginField = 'email' | 'password';
export type SignupField =
  'name' | 'company' | 'email' | 'country' | 'areaCode' | 'phone' | 'password' | 'confirmPassword';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormState<F extends string> {
  /** What the person typed, passwords excluded: they are never sent back. */
  values: Partial<Record<F, string>>;
  errors: FieldErrors<F>;
  /** A message about the whole form (wrong credentials, too many attempts, an expired form). */
  formError?: string;
}

export interface CountryOption {
  id: number;
  code: string;
  name: string;
  phone_code: string;
}

export function queryString(query: PageQuery, locale: Locale = query.locale): string {
  const params = new URLSearchParams();
  if (query.siteId !== undefined) params.set('site_id', query.siteId);
  if (query.redirectUrl !== undefined) params.set('redirect_url', query.redirectUrl);
  params.set('lang', locale);
  return params.toString();
}

function layout(context: PageContext, title: string, main: SafeHtml, { wide = false } = {}): string {
  const { brand, texts, query, locale } = context;
  const other = alternateLocale(locale);
  const logo = brand.logo
    ? markup`<img src="${brand.logo.dataUri}" alt="${brand.name}" width="${brand.logo.width}" height="${brand.logo.height}">`
    : markup`<span class="brand-name">${brand.name}</span>`;
  const page = markup`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${new SafeHtml(STYLESHEET)}</style>
</head>
<body>
<a class="skip" href="#form">${texts.skipToForm}</a>
<header>${logo}</header>
<main${wide ? markup` class="wide"` : ''}>
<div class="card">
${main}
</div>
</main>
<footer>
<nav aria-label="${texts.language}">
<ul>
<li><a href="?${queryString(query, other)}" hreflang="${other}" lang="${other}">${other.startsWith('es') ? 'Español' : 'English'}</a></li>
</ul>
</nav>
</footer>
</body>
</html>
`;
  return page.value;
}

interface FieldOptions<F extends string> {
  name: F;
  label: string;
  error: string | undefined;
  hint?: string;
  optional?: string;
  control: (describedBy: string | null, invalid: boolean) => SafeHtml;
}

function field<F extends string>({ name, label, error, hint, optional, control }: FieldOptions<F>): SafeHtml {
  const ids = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean);
  const note = optional ? markup` <span class="optional">(${optional})</span>` : '';
  return markup`<div class="field">
<label for="${name}">${label}${note}</label>
${hint ? markup`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
${control(ids.length > 0 ? ids.join(' ') : null, Boolean(error))}
${error ? markup`<p class="error" id="${name}-error">${error}</p>` : ''}
</div>
`;
}

/** The attributes every control shares: required, and how it is described when in error. */
function controlAttributes(required: boolean, describedBy: string | null, invalid: boolean): SafeHtml {
  return markup`${required ? markup` required` : ''}${invalid ? markup` aria-invalid="true"` : ''}${describedBy ? markup` aria-describedby="${describedBy}"` : ''}`;
}

interface InputOptions<F extends string> {
  name: F;
  label: string;
  type: 'text' | 'email' | 'password' | 'tel';
  value?: string;
  autocomplete: string;
  error: string | undefined;
  required?: boolean;
  hint?: string;
  optional?: string;
  inputmode?: string;
  maxlength: number;
}

function input<F extends string>(options: InputOptions<F>): SafeHtml {
  const { name, type, value, autocomplete, maxlength, inputmode } = options;
  const mode = inputmode ? markup` inputmode="${inputmode}"` : '';
  return field({
    ...options,
    control: (describedBy, invalid) =>
      markup`<input id="${name}" name="${name}" type="${type}" value="${value ?? ''}" autocomplete="${autocomplete}" maxlength="${maxlength}"${mode}${controlAttributes(options.required !== false, describedBy, invalid)}>`,
  });
}

interface SelectOptions<F extends string> {
  name: F;
  label: string;
  placeholder: string;
  value: string | undefined;
  error: string | undefined;
  autocomplete: string;
  items: { value: string; label: string }[];
}

function select<F extends string>(options: SelectOptions<F>): SafeHtml {
  const { name, autocomplete, placeholder, items, value } = options;
  const choices = items.map(
    (item) =>
      markup`<option value="${item.value}"${item.value === value ? markup` selected` : ''}>${item.label}</option>
`,
  );
  return field({
    ...options,
    control: (describedBy, invalid) =>
      markup`<select id="${name}" name="${name}" autocomplete="${autocomplete}"${controlAttributes(true, describedBy, invalid)}>
<option value="">${placeholder}</option>
${choices}</select>`,
  });
}

/** The alert above the form: the form's own message, then a link to each field in error. */
function alert<F extends string>(texts: Texts, state: FormState<F>, labels: Record<F, string>): SafeHtml {
  const fields = (Object.keys(state.errors) as F[]).filter((name) => state.errors[name]);
  if (!state.formError && fields.length === 0) return markup``;
  const list = fields.map(
    (name) => markup`<li><a href="#${name}">${labels[name]}: ${state.errors[name]}</a></li>`,
  );
  return markup`<div class="alert" role="alert" id="form-alert">
${state.formError ? markup`<p>${state.formError}</p>` : ''}
${fields.length > 0 ? markup`<p>${texts.errorSummary}</p><ul>${list}</ul>` : ''}
</div>
`;
}

/** The phone field holds the number without its area code: 20 characters leave room for spaces and dashes. */
export const MAX_PHONE_LENGTH = 20;

export function loginPage(context: PageContext, state: FormState<LoginField>): string {
  const { texts, brand, query } = context;
  const { values, errors } = state;
  const labels = { email: texts.email, password: texts.password };
  const email = input({
    name: 'email',
    label: texts.email,
    type: 'email',
    value: values.email,
    autocomplete: 'username',
    error: errors.email,
    maxlength: MAX_EMAIL_LENGTH,
  });
  const password = input({
    name: 'password',
    label: texts.password,
    type: 'password',
    autocomplete: 'current-password',
    error: errors.password,
    maxlength: MAX_PASSWORD_LENGTH,
  });
  const main = markup`<h1>${texts.loginTitle(brand.name)}</h1>
<p class="intro">${texts.loginIntro}</p>
${alert(texts, state, labels)}<form id="form" method="post" action="login?${queryString(query)}" novalidate>
<input type="hidden" name="csrf_token" value="${context.csrfToken}">
${email}${password}<button type="submit">${texts.signIn}</button>
</form>
<p class="switch">${texts.noAccount} <a href="signup?${queryString(query)}">${texts.signUpLink}</a></p>`;
  return layout(context, texts.loginTitle(brand.name), main);
}

export function signupPage(
  context: PageContext,
  state: FormState<SignupField>,
  countries: readonly CountryOption[],
): string {
  const { texts, brand, query } = context;
  const { values, errors } = state;
  const labels: Record<SignupField, string> = {
    name: texts.name,
    company: texts.company,
    email: texts.email,
    country: texts.country,
    areaCode: texts.areaCode,
    phone: texts.phone,
    password: texts.password,
    confirmPassword: texts.confirmPassword,
  };
  const fields = {
    name: input({
      name: 'name',
      label: texts.name,
      type: 'text',
      value: values.name,
      autocomplete: 'name',
      error: errors.name,
      maxlength: MAX_NAME_LENGTH,
    }),
    company: input({
      name: 'company',
      label: texts.company,
      type: 'text',
      value: values.company,
      autocomplete: 'organization',
      error: errors.company,
      required: false,
      optional: texts.companyHint,
      maxlength: MAX_NAME_LENGTH,
    }),
    email: input({
      name: 'email',
      label: texts.email,
      type: 'email',
      value: values.email,
      autocomplete: 'email',
      error: errors.email,
      maxlength: MAX_EMAIL_LENGTH,
    }),
    country: select({
      name: 'country',
      label: texts.country,
      placeholder: texts.chooseCountry,
      value: values.country,
      error: errors.country,
      autocomplete: 'country',
      items: countries.map((country) => ({ value: String(country.id), label: country.name })),
    }),
    areaCode: select({
      name: 'areaCode',
      label: texts.areaCode,
      placeholder: texts.chooseAreaCode,
      value: values.areaCode,
      error: errors.areaCode,
      autocomplete: 'tel-country-code',
      items: countries.map((country) => ({
        value: country.code,
        label: `${country.phone_code} (${country.name})`,
      })),
    }),
    phone: input({
      name: 'phone',
      label: texts.phone,
      type: 'tel',
      value: values.phone,
      autocomplete: 'tel-national',
      error: errors.phone,
      inputmode: 'tel',
      maxlength: MAX_PHONE_LENGTH,
    }),
    password: input({
      name: 'password',
      label: texts.password,
      type: 'password',
      autocomplete: 'new-password',
      error: errors.password,
      hint: texts.passwordHint,
      maxlength: MAX_PASSWORD_LENGTH,
    }),
    confirmPassword: input({
      name: 'confirmPassword',
      label: texts.confirmPassword,
      type: 'password',
      autocomplete: 'new-password',
      error: errors.confirmPassword,
      maxlength: MAX_PASSWORD_LENGTH,
    }),
  };
  const main = markup`<h1>${texts.signupTitle(brand.name)}</h1>
<p class="intro">${texts.signupIntro}</p>
${alert(texts, state, labels)}<form id="form" method="post" action="signup?${queryString(query)}" novalidate>
<input type="hidden" name="csrf_token" value="${context.csrfToken}">
${fields.name}${fields.company}${fields.email}${fields.country}<div class="row">
${fields.areaCode}${fields.phone}</div>
${fields.password}${fields.confirmPassword}<button type="submit">${texts.createAccount}</button>
</form>
<p class="switch">${texts.haveAccount} <a href="login?${queryString(query)}">${texts.signInLink}</a></p>`;
  return layout(context, texts.signupTitle(brand.name), main, { wide: true });
}

/**
 * A page with a message and nothing to fill in: a link the pages cannot honour, a failure, or a sign-up that
 * continues by e-mail (which also offers the way to sign in).
 */
export function messagePage(
  context: Omit<PageContext, 'csrfToken'>,
  title: string,
  message: string,
  { signInLink = false } = {},
): string {
  const { texts, query } = context;
  const main = signInLink
    ? markup`<h1 id="form">${title}</h1>
<p class="intro">${message}</p>
<p class="switch"><a href="login?${queryString(query)}">${texts.signInLink}</a></p>`
    : markup`<h1 id="form">${title}</h1>
<p class="intro">${message}</p>`;
  return layout({ ...context, csrfToken: '' }, title, main);
}
