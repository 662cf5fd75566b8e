import type { Migration } from './types.js';

// The countries the register form offers (GET countries): the six where Estiba has warehouses, then the rest
// of Latin America and North America. Reference data every deployment needs, so it ships as a migration.
export const countries: Migration = {
  version: 2,
  name: 'countries',
  sql: `
INSERT INTO countries (id, code, name, phone_code) VALUES
  (1, 'MX', 'Mexico', '+52'),
  (2, 'US', 'United States', '+1'),
  (3, 'CO', 'Colombia', '+57'),
  (4, 'AR', 'Argentina', '+54'),
  (5, 'CL', 'Chile', '+56'),
  (6, 'ES', 'Spain', '+34'),
  (7, 'BO', 'Bolivia', '+591'),
  (8, 'BR', 'Brazil', '+55'),
  (9, 'CA', 'Canada', '+1'),
  (10, 'CR', 'Costa Rica', '+506'),
  (11, 'CU', 'Cuba', '+53'),
  (12, 'DO', 'Dominican Republic', '+1'),
  (13, 'EC', 'Ecuador', '+593'),
  (14, 'SV', 'El Salvador', '+503'),
  (15, 'GT', 'Guatemala', '+502'),
  (16, 'HN', 'Honduras', '+504'),
  (17, 'NI', 'Nicaragua', '+505'),
  (18, 'PA', 'Panama', '+507'),
  (19, 'PY', 'Paraguay', '+595'),
  (20, 'PE', 'Peru', '+51'),
  (21, 'PR', 'Puerto Rico', '+1'),
  (22, 'UY', 'Uruguay', '+598'),
  (23, 'VE', 'Venezuela', '+58')
ON CONFLICT (id) DO NOTHING;
`,
};
