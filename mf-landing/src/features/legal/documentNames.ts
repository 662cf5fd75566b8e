// Legal and help documents by name (the `n` of /legal?n=), as the documents service and the footer name them.

export const TERMS_AND_CONDITIONS = 'terms_and_conditions_generals_fulfillment';
export const HELP_CENTER = 'help_center_fulfillment';

/** Documents whose titles are translated; any other name gets a readable version of itself. */
export const KNOWN_DOCUMENTS = [
  TERMS_AND_CONDITIONS,
  'privacy_notice_fulfillment',
  'shipping_policy_fulfillment',
  'returns_policy_fulfillment',
  'storage_agreement_fulfillment',
  'cookies_policy_fulfillment',
  HELP_CENTER,
] as const;

export type KnownDocument = (typeof KNOWN_DOCUMENTS)[number];

export const isKnownDocument = (name: string): name is KnownDocument =>
  (KNOWN_DOCUMENTS as readonly string[]).includes(name);

export const documentTitleId = (name: KnownDocument) => `landing.legal.document.${name}`;

/** Every document name ends in this suffix (spec point 3, "Legal document"); it says nothing to a reader. */
const NAME_SUFFIX = /[_-]?fulfillment$/i;

/** `data_retention_fulfillment` -> `Data retention`; an empty string when nothing readable is left. */
export function humaniseDocumentName(name: string): string {
  const words = name
    .trim()
    .replace(NAME_SUFFIX, '')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
