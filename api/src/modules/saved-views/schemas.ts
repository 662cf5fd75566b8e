// Saved views (issue 17): a named set of a list's filters ("No stock"), kept on the server, the person's own or
// shared with their client's team. Request and response schemas, written once for Fastify, the OpenAPI document
// and the front end (through src/contract.ts). Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import { IsoInstant, Uuid, bearerSecurity, literals, routeErrors } from '../../platform/route-schemas.js';
import { errorResponseRef } from '../../platform/error-schema.js';

/** The lists a view may belong to (migration 011's CHECK on saved_views.list). */
export const SAVED_VIEW_LISTS = ['orders', 'returns', 'inventory', 'receiving_orders'] as const;
export const MAX_SAVED_VIEW_NAME = 80;
/** Views one person keeps per list: enough for any team's habits, and a bound on the list the menu shows. */
export const MAX_SAVED_VIEWS_PER_LIST = 50;

export const SavedViewList = literals(SAVED_VIEW_LISTS, {
  description: 'The list whose filters the view holds',
});
export type SavedViewList = Static<typeof SavedViewList>;

const ViewName = Type.String({
  minLength: 1,
  maxLength: MAX_SAVED_VIEW_NAME,
  description: 'Unique per person and list (trimmed)',
  examples: ['No stock'],
});

export const SavedViewFilters = Type.Record(Type.String(), Type.Unknown(), {
  description:
    "The list's query parameters without page and limit, by the list's own names (orders: shopName, " +
    'warehouseName, warehouseStatus, ecommerceStatus, fulfillmentStatus, createdAt[from], createdAt[to], sort, ' +
    "search[field], search[value]); checked against that list's filters (400 with the reason).",
  examples: [{ warehouseStatus: 'no_stock' }],
});
export type SavedViewFilters = Static<typeof SavedViewFilters>;

export const SavedView = Type.Object({
  id: Uuid(),
  list: SavedViewList,
  name: Type.String(),
  filters: SavedViewFilters,
  shared: Type.Boolean({ description: "Shown to everyone of the owner's client" }),
  /** True when the caller owns it (may rename, share and delete it). */
  mine: Type.Boolean(),
  owner: Type.Object({ id: Uuid(), name: Type.String() }),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});
export type SavedView = Static<typeof SavedView>;

export const SavedViews = Type.Object({
  views: Type.Array(SavedView, {
    description: "The caller's own first, then the team's shared ones; by name",
  }),
});
export type SavedViews = Static<typeof SavedViews>;

export const SavedViewsQuery = Type.Object({ list: SavedViewList });
export type SavedViewsQuery = Static<typeof SavedViewsQuery>;

export const CreateSavedViewBody = Type.Object(
  {
    list: SavedViewList,
    name: ViewName,
    filters: SavedViewFilters,
    shared: Type.Optional(Type.Boolean({ default: false, description: "Share with my client's team" })),
  },
  { additionalProperties: false },
);
export type CreateSavedViewBody = Static<typeof CreateSavedViewBody>;

export const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(ViewName),
    filters: Type.Optional(SavedViewFilters),
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ name: 'No stock (MX)' }] },
);
export type UpdateSavedViewBody = Static<typeof UpdateSavedViewBody>;

export const SavedViewParams = Type.Object({ id: Uuid('The saved view id') });
export type SavedViewParams = Static<typeof SavedViewParams>;

const tags = ['saved-views'];
const security = bearerSecurity;

export const listSavedViewsSchema = {
  tags,
  summary: "A list's saved views: the caller's own and those their team shares",
  security,
  querystring: SavedViewsQuery,
  response: { 200: SavedViews, ...routeErrors },
};

export const createSavedViewSchema = {
  tags,
  summary: "Saves a view (a name and a list's filters), personal or shared with the team",
  description:
    'The Idempotency-Key header is required: the same key and body answer the first 201 again (header ' +
    'Idempotent-Replayed: true); the same key with another body answers 422. A name the caller already uses on ' +
    'that list answers 409; filters the list does not accept answer 400 with the reason.',
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({ minLength: 1, maxLength: 200, description: 'One per attempt to save' }),
  }),
  body: CreateSavedViewBody,
  response: { 201: SavedView, ...routeErrors, 422: errorResponseRef },
};

export const updateSavedViewSchema = {
  tags,
  summary: 'Renames, shares or unshares a view, or changes its filters (its owner only)',
  description:
    "Another person's shared view answers 403; a view the caller cannot see answers 404; a name the owner " +
    'already uses on that list answers 409.',
  security,
  params: SavedViewParams,
  body: UpdateSavedViewBody,
  response: { 200: SavedView, ...routeErrors },
};

export const deleteSavedViewSchema = {
  tags,
  summary: 'Deletes a view (its owner only)',
  description: "Another person's shared view answers 403; a view the caller cannot see answers 404.",
  security,
  params: SavedViewParams,
  response: { 204: Type.Null({ description: 'Deleted' }), ...routeErrors },
};
