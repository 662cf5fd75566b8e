// What a public-API token may do (issue 20). The same list is the migration's CHECK (026_api_tokens) and the
// screen's checkboxes; a /v1 route names the one scope it needs.
export const API_TOKEN_SCOPES = [
  'orders:read',
  'orders:write',
  'products:read',
  'products:write',
  'inventory:read',
  'receiving_orders:read',
  'receiving_orders:write',
  'webhooks',
] as const;

export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
