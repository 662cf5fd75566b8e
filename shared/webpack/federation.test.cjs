/**
 * @jest-environment node
 */
/* global describe, it, expect -- Jest provides them (shared/jest.config.cjs). */
// The build factory's source maps: production builds write them without linking them from the scripts
// (the static servers do not serve them either, shared/server/static-app.mjs), since they hold the source.
const path = require('path');
const {
  createFederatedConfig,
  FEDERATION_RUNTIME_PROVIDER,
  FEDERATION_RUNTIME_SCRIPT,
} = require('./federation.cjs');

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

describe('createFederatedConfig federation runtime', () => {
  const remote = (mode) =>
    createFederatedConfig({
      dir: path.join(__dirname, '..', '..', 'mf-landing'),
      name: 'mf_landing',
      port: 3001,
      exposes: { './routes': './src/exposes/routes.tsx' },
    })({}, { mode });
  const federationOptions = (config) =>
    config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

  it('leaves the core out of a remote and builds its harness a copy beside it', () => {
    for (const mode of ['production', 'development']) {
      const [federated, runtime] = remote(mode);
      expect(federationOptions(federated).experiments).toEqual({ externalRuntime: true });
      expect(federationOptions(federated).runtimePlugins).not.toContain(FEDERATION_RUNTIME_PROVIDER);
      expect(runtime.output).toMatchObject({
        path: federated.output.path,
        filename: FEDERATION_RUNTIME_SCRIPT,
      });
      expect(runtime.entry).toEqual({ 'federation-runtime': FEDERATION_RUNTIME_PROVIDER });
      // The other compilation's file survives the remote's cleaning of dist/.
      expect(federated.output.clean.keep(FEDERATION_RUNTIME_SCRIPT)).toBe(true);
      expect(federated.output.clean.keep('main.js')).toBe(false);
    }
  });

  it('has the shell provide its core to the remotes', () => {
    const shell = configFor('production');
    expect(federationOptions(shell).experiments).toEqual({ externalRuntime: false });
    expect(federationOptions(shell).runtimePlugins).toContain(FEDERATION_RUNTIME_PROVIDER);
    expect(shell.resolve.alias['@module-federation/runtime-core$']).toMatch(/runtime-core$/);
  });
});
