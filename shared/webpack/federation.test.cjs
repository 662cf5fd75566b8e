/**
 * @jest-environment node
 */
/* global describe, it, expect -- Jest provides them (shared/jest.config.cjs). */
// The build factory's source maps: production builds write them without linking them from the scripts
// (the static servers do not serve them either, shared/server/static-app.mjs), since they hold the source.
const path = require('path');
const { createFederatedConfig } = require('./federation.cjs');

const configFor = (mode) =>
  createFederatedConfig({ dir: path.join(__dirname, '..', '..', 'shell'), name: 'shell', port: 3000 })(
    {},
    { mode },
  );

describe('createFederatedConfig source maps', () => {
  it('hides them in production builds', () => {
    expect(configFor('production').devtool).toBe('hidden-source-map');
    expect(configFor(undefined).devtool).toBe('hidden-source-map');
  });

  it('keeps fast inline maps in development', () => {
    expect(configFor('development').devtool).toBe('eval-cheap-module-source-map');
  });
});
