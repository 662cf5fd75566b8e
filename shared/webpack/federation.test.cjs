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
  MUI_INTERNALS,
  MUI_INTERNAL_KEY,
  MUI_SHELL_PARTS,
  MUI_SHELL_PARTS_MODULE,
  sharedSingletons,
} = require('./federation.cjs');
const fs = require('fs');

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

describe("the shell's MUI parts (one shared module)", () => {
  /** The names each `export { ... } from 'source'` statement of a file lists, by source. */
  const namedExports = (file) => {
    const text = fs.readFileSync(path.join(__dirname, 'mui', file), 'utf8');
    const bySource = {};
    for (const [, names, source] of text.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
      bySource[source] = names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    }
    return bySource;
  };
  const parts = namedExports('shell-parts.mjs');

  it('has @mui/material and its SvgIcon take exactly the shared names from the shared module', () => {
    expect(namedExports('material.mjs')[MUI_SHELL_PARTS]).toEqual(parts['estiba-mui-material']);
    expect(namedExports('svg-icon.mjs')[MUI_SHELL_PARTS]).toEqual(parts['estiba-mui-svg-icon']);
    expect(parts['estiba-mui-material']).toEqual(expect.arrayContaining(['Box', 'Typography']));
  });

  it("builds every package with those modules in place of MUI's, and MUI itself under other names", () => {
    const { alias } = configFor('production').resolve;
    expect(alias['@mui/material$']).toBe(path.join(__dirname, 'mui', 'material.mjs'));
    expect(alias['@mui/material/SvgIcon$']).toBe(path.join(__dirname, 'mui', 'svg-icon.mjs'));
    expect(alias['estiba-mui-material$']).toMatch(/@mui[\\/]material[\\/]index\.mjs$/);
    expect(alias['estiba-mui-svg-icon$']).toMatch(/@mui[\\/]material[\\/]SvgIcon[\\/]index\.mjs$/);
  });

  it("builds MUI's createTheme without CSS theme variables, for MUI's own imports of it too", () => {
    const { alias } = configFor('production').resolve;
    const [file] = Object.keys(alias).filter((key) => path.isAbsolute(key));
    expect(file).toMatch(/@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/);
    expect(fs.existsSync(file)).toBe(true);
    expect(alias[file]).toBe(path.join(__dirname, 'mui', 'create-theme.mjs'));
    const noVars = alias['estiba-mui-create-theme-no-vars$'];
    expect(noVars).toMatch(/@mui[\\/]material[\\/]styles[\\/]createThemeNoVars\.mjs$/);
    expect(fs.existsSync(noVars)).toBe(true);
  });

  it("shares the module under a key naming its list and MUI's version", () => {
    const shared = sharedSingletons()[MUI_SHELL_PARTS];
    expect(shared).toMatchObject({ import: MUI_SHELL_PARTS_MODULE, singleton: true });
    expect(shared.shareKey).toMatch(new RegExp(`^${MUI_SHELL_PARTS}/[0-9a-f]{8}$`));
    expect(shared.requiredVersion).toBe(`^${shared.version}`);
  });
});

describe("MUI's internal modules (shared by their file)", () => {
  const byFile = Object.entries(sharedSingletons()).filter(([key]) => path.isAbsolute(key));

  it('shares each listed file of the installed MUI, by its absolute path', () => {
    expect(byFile.map(([file]) => path.relative(path.dirname(path.dirname(file)), file))).toEqual(
      MUI_INTERNALS.map(([, file]) => file),
    );
    for (const [file] of byFile) expect(fs.existsSync(file)).toBe(true);
  });

  it("names the package's version in the key, so another MUI release keeps its own copy", () => {
    for (const [file, shared] of byFile) {
      const { version } = JSON.parse(
        fs.readFileSync(path.join(path.dirname(path.dirname(file)), 'package.json'), 'utf8'),
      );
      expect(shared).toMatchObject({ singleton: true, version, requiredVersion: `^${version}` });
      expect(shared.shareKey).toMatch(new RegExp(`^${MUI_INTERNAL_KEY}/@mui/[a-z]+@${version}/`));
    }
  });
});
