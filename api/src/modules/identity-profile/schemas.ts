// Request and response schemas of the identity profile: the profile the identity provider's API gives for
// GET/PATCH /api/v2/users/{sub} (spec points 3 and 7), which the client area reads for settings and shortcuts.
import { errorResponseRef } from '../../platform/error-handler.js';

/** Limits that keep one user's settings a settings object rather than a document store. */
export const MAX_SHORTCUTS = 50;
export const MAX_SHORTCUT_LENGTH = 200;
export const MAX_SETTINGS_PROPERTIES = 100;
export const MAX_SETTINGS_BYTES = 16_384;
const MAX_SUB_LENGTH = 200;

const settingsSchema = {
  type: 'object',
  additionalProperties: true,
  maxProperties: MAX_SETTINGS_PROPERTIES,
  description: 'Theme and layout settings, as the client area stores them',
} as const;

const shortcutsSchema = {
  type: 'array',
  maxItems: MAX_SHORTCUTS,
  items: { type: 'string', minLength: 1, maxLength: MAX_SHORTCUT_LENGTH },
  description: 'Navigation item ids pinned as shortcuts',
} as const;

export const profileSchema = {
  type: 'object',
  required: ['user_id', 'email', 'username', 'picture', 'user_metadata'],
  properties: {
    user_id: { type: 'string', description: 'The subject: the user id of the access token' },
    email: { type: 'string' },
    username: { type: 'string', description: 'The display name' },
    picture: { type: ['string', 'null'], description: 'URL of the profile photo, if any' },
    user_metadata: {
      type: 'object',
      required: ['settings', 'shortcuts'],
      properties: { settings: { type: 'object', additionalProperties: true }, shortcuts: shortcutsSchema },
    },
  },
} as const;

const paramsSchema = {
  type: 'object',
  required: ['sub'],
  properties: { sub: { type: 'string', minLength: 1, maxLength: MAX_SUB_LENGTH } },
} as const;

const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef };

export const getProfileSchema = {
  tags: ['accounts'],
  summary: 'The identity profile of the signed-in user',
  description: "The sub must be the caller's own user id (403 otherwise).",
  security: [{ bearerAuth: [] }],
  params: paramsSchema,
  response: { 200: profileSchema, ...errors },
} as const;

export const patchProfileSchema = {
  tags: ['accounts'],
  summary: 'Saves settings and shortcuts in the identity profile',
  description:
    'Replaces user_metadata.settings and/or user_metadata.shortcuts, whichever is sent. The sub must be the ' +
    "caller's own user id (403 otherwise).",
  security: [{ bearerAuth: [] }],
  params: paramsSchema,
  body: {
    type: 'object',
    required: ['user_metadata'],
    properties: {
      user_metadata: {
        type: 'object',
        properties: { settings: settingsSchema, shortcuts: shortcutsSchema },
      },
    },
  },
  response: { 200: profileSchema, ...errors },
} as const;

export interface ProfileParams {
  sub: string;
}

export interface UserMetadataChanges {
  settings?: Record<string, unknown>;
  shortcuts?: string[];
}

export interface PatchProfileBody {
  user_metadata: UserMetadataChanges;
}
