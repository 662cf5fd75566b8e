// The What's New contract (issue 19, spec point 4 and 7): the merchant's two calls (GET user/{id}/all-features and
// PUT feature-viewed) and the operator's announcement desk under staff/. Only TypeBox here; the front end imports
// the types.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });

export const FeatureCharacteristic = Type.Object({
  id: Uuid('The feature: the id sent back once it has been seen'),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
});
export type FeatureCharacteristic = Static<typeof FeatureCharacteristic>;

export const FeatureAnnouncement = Type.Object({
  id: Uuid(),
  topic: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
  characteristics: Type.Array(FeatureCharacteristic, { description: 'Only those the user has not seen yet' }),
});
export type FeatureAnnouncement = Static<typeof FeatureAnnouncement>;

export const AllFeatures = Type.Array(FeatureAnnouncement, {
  description: 'Published announcements with features the user has not seen, oldest first',
});
export type AllFeatures = Static<typeof AllFeatures>;

export const UserParams = Type.Object({ id: Uuid('The signed-in user: another user’s id answers 403') });
export type UserParams = Static<typeof UserParams>;

/** The spec's body: "Sends featuresIds (list) and userId". */
export const FeaturesViewedBody = Type.Object(
  {
    featuresIds: Type.Array(Uuid(), { minItems: 1, maxItems: 200, uniqueItems: true }),
    userId: Uuid(),
  },
  {
    additionalProperties: false,
    examples: [
      {
        featuresIds: ['00000000-0000-4000-8000-00000000f001'],
        userId: '00000000-0000-4000-8000-000000000003',
      },
    ],
  },
);
export type FeaturesViewedBody = Static<typeof FeaturesViewedBody>;

export const FeaturesViewed = Type.Object({
  featuresIds: Type.Array(Uuid(), { description: 'The features now recorded as seen by the user' }),
});
export type FeaturesViewed = Static<typeof FeaturesViewed>;

// ---- The operator's desk ------------------------------------------------------------------------------------

export const CharacteristicInput = Type.Object(
  {
    imageUrl: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 2000, description: 'An https:// or site-relative (/…) image' }),
        Type.Null(),
      ]),
    ),
    description: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type CharacteristicInput = Static<typeof CharacteristicInput>;

export const AnnouncementInput = Type.Object(
  {
    topic: Type.String({ maxLength: 200 }),
    characteristics: Type.Array(CharacteristicInput, { minItems: 1, maxItems: 20 }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        topic: 'Orders',
        characteristics: [{ imageUrl: null, description: 'Filter the orders list by carrier' }],
      },
    ],
  },
);
export type AnnouncementInput = Static<typeof AnnouncementInput>;

export const StaffAnnouncement = Type.Object({
  id: Uuid(),
  topic: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Null while a draft: merchants see only published announcements',
  }),
  characteristics: Type.Array(FeatureCharacteristic),
  seenBy: Type.Integer({ description: 'Users who have seen its features (any of them)' }),
});
export type StaffAnnouncement = Static<typeof StaffAnnouncement>;

export const StaffAnnouncementList = Type.Object({ announcements: Type.Array(StaffAnnouncement) });
export type StaffAnnouncementList = Static<typeof StaffAnnouncementList>;

export const AnnouncementParams = Type.Object({ id: Uuid() });
export type AnnouncementParams = Static<typeof AnnouncementParams>;

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'One per attempt to create: the same key answers with what the first request created',
  }),
});

const security = [{ bearerAuth: [] }];
const tags = ['feature-announcements'];
const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef };

export const allFeaturesSchema = {
  tags,
  summary: "What's New: the published features the user has not seen (GET user/{id}/all-features)",
  description: "403 for another user's id; the operator's users get none (announcements are for merchants).",
  security,
  params: UserParams,
  response: { 200: AllFeatures, ...errors },
};

export const featureViewedSchema = {
  tags,
  summary: "What's New closed: records the features the user has seen, which then are not shown again",
  description:
    "403 when userId is not the caller's; 400 with the reason when an id is not a published feature. Safe to repeat.",
  security,
  body: FeaturesViewedBody,
  response: { 200: FeaturesViewed, ...errors },
};

export const staffListSchema = {
  tags,
  summary: 'Every announcement, drafts first then the newest published',
  security,
  response: { 200: StaffAnnouncementList, ...errors },
};

export const staffCreateSchema = {
  tags,
  summary: 'Writes a draft announcement (Idempotency-Key required); merchants see it once published',
  description:
    "400 with the field's reason: topic 1–120 characters, descriptions 1–2000, images https:// or /….",
  security,
  headers: IdempotencyHeaders,
  body: AnnouncementInput,
  response: { 201: StaffAnnouncement, ...errors, 422: errorResponseRef },
};

export const staffPublishSchema = {
  tags,
  summary: 'Publishes an announcement: merchants see its features at their next start',
  description: '409 when it is published already.',
  security,
  params: AnnouncementParams,
  response: { 200: StaffAnnouncement, ...errors, 404: errorResponseRef, 409: errorResponseRef },
};

export const staffUnpublishSchema = {
  tags,
  summary: 'Takes an announcement back to a draft: no merchant sees it any more',
  description: '409 when it is a draft already.',
  security,
  params: AnnouncementParams,
  response: { 200: StaffAnnouncement, ...errors, 404: errorResponseRef, 409: errorResponseRef },
};
