// The account form's checks, the API's own (account-rules.ts there) so a person learns before sending: a name of
// 4 to 100 characters, a phone as the area prefix, a space and at least 4 digits (or none at all).
export const MIN_NAME_LENGTH = 4;
export const MAX_NAME_LENGTH = 100;
const PHONE = /^\+?\d[\d-]{0,7} (\d{4,})$/;

export interface AccountForm {
  displayName: string;
  companyName: string;
  phone: string;
  lang: string;
  timeZone: string;
}

export type AccountField = keyof AccountForm;

function nameError(name: string): string | undefined {
  if (!name) return 'settings.form.required';
  if (name.length < MIN_NAME_LENGTH) return 'settings.accountSettings.error.nameShort';
  if (name.length > MAX_NAME_LENGTH) return 'settings.accountSettings.error.nameLong';
  return undefined;
}

/** Message ids of what is wrong per field; `withCompany` when the person may change the company (merchants). */
export function accountFormErrors(
  form: AccountForm,
  withCompany: boolean,
): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const name = nameError(form.displayName.trim());
  if (name) errors.displayName = name;
  if (withCompany) {
    const company = nameError(form.companyName.trim());
    if (company) errors.companyName = company;
  }
  const phone = form.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = 'settings.accountSettings.error.phone';
  return errors;
}

/** Every time zone the browser knows (IANA names), or the ones given when it cannot list them. */
export function timeZones(fallback: readonly string[]): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [...fallback];
  return [...new Set([...zones, ...fallback])].sort();
}
