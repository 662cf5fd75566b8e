// The account settings' contract (issue 19): the signed-in user's own account (name, company, phone, language,
// time zone), the password change and the e-mail change. Only TypeBox here; the front end imports the types.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

const LANGUAGE = Type.String({
  minLength: 2,
  maxLength: 35,
  description: 'One of the six locales, e.g. es-MX',
});

export const AccountSettings = Type.Object({
  displayName: Type.String(),
  email: Type.String(),
  companyName: Type.String({ description: "The client's company name (merchants change it; staff read it)" }),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'Area prefix, a space, digits' }),
  lang: Type.String(),
  timeZone: Type.Union([Type.String(), Type.Null()], {
    description: "An IANA time zone; null while the browser's own is used",
  }),
  pendingEmail: Type.Union([Type.String(), Type.Null()], {
    description: 'The new address of a change waiting for its confirmation link, if any',
  }),
});
export type AccountSettings = Static<typeof AccountSettings>;

export const AccountSettingsChanges = Type.Object(
  {
    displayName: Type.Optional(Type.String({ maxLength: 200 })),
    companyName: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    lang: Type.Optional(LANGUAGE),
    timeZone: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false, examples: [{ timeZone: 'America/Mexico_City' }] },
);
export type AccountSettingsChanges = Static<typeof AccountSettingsChanges>;

export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ maxLength: 200 }),
    newPassword: Type.String({ maxLength: 200 }),
    confirmPassword: Type.String({ maxLength: 200 }),
  },
  {
    additionalProperties: false,
    examples: [
      { currentPassword: 'not-the-password', newPassword: 'Renovada2027', confirmPassword: 'Renovada2027' },
    ],
  },
);
export type PasswordChange = Static<typeof PasswordChange>;

export const PasswordChanged = Type.Object({
  token: Type.String({ description: "A new token for this session: every other session's token has ended" }),
  expiresIn: Type.Integer({ description: 'Seconds the new token lasts' }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;

export const EmailChangeRequest = Type.Object(
  {
    newEmail: Type.String({ maxLength: 300 }),
    currentPassword: Type.String({ maxLength: 200 }),
  },
  {
    additionalProperties: false,
    examples: [{ newEmail: 'new@estiba.test', currentPassword: 'not-the-password' }],
  },
);
export type EmailChangeRequest = Static<typeof EmailChangeRequest>;

export const EmailChangeConfirmation = Type.Object(
  { token: Type.String({ maxLength: 100, description: 'The token of the link mailed to the new address' }) },
  { additionalProperties: false },
);
export type EmailChangeConfirmation = Static<typeof EmailChangeConfirmation>;

export const EmailChangeAnswer = Type.Object({ message: Type.String(), email: Type.String() });
export type EmailChangeAnswer = Static<typeof EmailChangeAnswer>;

const security = [{ bearerAuth: [] }];
const tags = ['accounts'];
const signedInErrors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef };

export const getAccountSchema = {
  tags,
  summary: "The signed-in user's account settings",
  security,
  response: { 200: AccountSettings, 401: errorResponseRef },
};

export const updateAccountSchema = {
  tags,
  summary: "Changes the signed-in user's name, company, phone, language or time zone (those sent)",
  description: "400 with the field's reason for a bad value; 403 when staff or an admin send a company name.",
  security,
  body: AccountSettingsChanges,
  response: { 200: AccountSettings, ...signedInErrors },
};

export const changePasswordSchema = {
  tags,
  summary: 'Changes the password with the current one; every other session ends',
  description:
    "400 with the field's reason for a wrong current password, a new one that breaks the rule or a confirmation " +
    'that differs. Answers a new token for the session that asked.',
  security,
  body: PasswordChange,
  response: { 200: PasswordChanged, ...signedInErrors, 429: errorResponseRef },
};

export const requestEmailChangeSchema = {
  tags,
  summary: 'Mails a confirmation link to a new e-mail address',
  description:
    'The address changes only when the link is followed (PUT user/email). 400 for a wrong current password or an ' +
    'address that is not one; 409 when another account has it.',
  security,
  body: EmailChangeRequest,
  response: { 202: EmailChangeAnswer, ...signedInErrors, 409: errorResponseRef, 429: errorResponseRef },
};

export const confirmEmailChangeSchema = {
  tags,
  summary: "Confirms an e-mail change with the mailed link's token; the old address is told",
  description:
    '400 for a link that is unknown, used or expired; 409 when another account took the address meanwhile.',
  body: EmailChangeConfirmation,
  response: { 200: EmailChangeAnswer, 400: errorResponseRef, 409: errorResponseRef, 429: errorResponseRef },
};
