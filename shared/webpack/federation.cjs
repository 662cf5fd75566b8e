// One webpack + Module Federation configuration for the shell and every remote, so that the
// singleton list, the output naming and the loaders cannot drift between packages.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { CompileHintsPlugin } = require('./compileHints.cjs');
const sharedPackage = require('../package.json');

const deps = sharedPackage.dependencies;
const SHARED_DIR = path.join(__dirname, '..');
const SINGLETON_VERSION_PLUGIN = path.join(SHARED_DIR, 'src', 'federation', 'singletonVersionPlugin.ts');

/**
 * Packages that must exist once on the page: they hold React context, the store or the bus. (axios
 * and socket.io-client are not among them: only @estiba/shared uses them, and it is one instance.)
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux-saga',
  'react-intl',
  '@emotion/react',
  '@emotion/styled',
];

/**
 * The UI library is not shared as a whole: a shared module cannot be tree-shaken, and @mui/material's
 * barrel is about 130 KiB gzip of which a page uses a fraction. Each package bundles the components
 * it uses. What must be one instance on the page is state held in React context, so that the shell's
 * theme reaches every remote's components: emotion's cache and theme context (above), the styled
 * engine (StyledEngineProvider's context), private theming (nested themes), and the two @mui/system
 * modules whose context the shell's ThemeProvider fills and every component reads (default props,
 * right-to-left). The rest of @mui/system is context-free helpers: shared, its barrel would be
 * downloaded whole and also duplicate the parts each package already bundles.
 * These packages are released with @mui/material, under the same version.
 */
const MUI_ENGINE = [
  '@mui/system/DefaultPropsProvider',
  '@mui/system/RtlProvider',
  '@mui/styled-engine',
  '@mui/private-theming',
];

/**
 * The MUI components the shell draws on every public page (header, footer, chat button, theme) are
 * one shared module, MUI_SHELL_PARTS (mui/shell-parts.mjs): a remote's `Box`, `Typography` or `Button`
 * is then the copy the shell has already loaded, not a second download of the same code in the remote's
 * chunks. In every package `@mui/material` (and `@mui/material/SvgIcon`, where the icons take
 * createSvgIcon from) is a small module (mui/material.mjs, mui/svg-icon.mjs) that takes those names from
 * the shared module and the rest from MUI, so the code keeps importing from '@mui/material' and what
 * the shell does not draw stays tree-shaken in the package that uses it.
 * Its share key carries a hash of the list and of MUI's version: a remote built against another list
 * or release uses its own copy rather than a module without the names it needs.
 */
const MUI_SHELL_PARTS = '@estiba/mui-shell-parts';
const MUI_DIR = path.join(__dirname, 'mui');
const MUI_SHELL_PARTS_MODULE = path.join(MUI_DIR, 'shell-parts.mjs');

/** The installed @mui/material's folder and ES module entry of one of its exports ('.', './SvgIcon'). */
function muiMaterialModule(subpath) {
  const packageJson = require.resolve('@mui/material/package.json', { paths: [SHARED_DIR] });
  const entry = require(packageJson).exports[subpath].import.default;
  return path.join(path.dirname(packageJson), entry);
}

/** A file of the installed @mui/material ('styles/createTheme.mjs'). */
const muiMaterialFile = (file) =>
  path.join(path.dirname(require.resolve('@mui/material/package.json', { paths: [SHARED_DIR] })), file);

/**
 * `@mui/material` and its SvgIcon as every package builds them (see MUI_SHELL_PARTS), and MUI's
 * createTheme without CSS theme variables (mui/create-theme.mjs): aliased by its file, so MUI's own
 * imports of it (the default theme, the styles barrel) take ours too.
 */
function muiAliases() {
  return {
    '@mui/material$': path.join(MUI_DIR, 'material.mjs'),
    '@mui/material/SvgIcon$': path.join(MUI_DIR, 'svg-icon.mjs'),
    [muiMaterialFile('styles/createTheme.mjs')]: path.join(MUI_DIR, 'create-theme.mjs'),
    // MUI itself, under names no package imports, for the modules above and the shared one.
    'estiba-mui-material$': muiMaterialModule('.'),
    'estiba-mui-svg-icon$': muiMaterialModule('./SvgIcon'),
    'estiba-mui-create-theme-no-vars$': muiMaterialFile('styles/createThemeNoVars.mjs'),
  };
}

/** The shared module of the shell's MUI parts: its share key names the list and MUI's version. */
function muiShellParts() {
  const version = muiEngineVersion('@mui/material');
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(MUI_SHELL_PARTS_MODULE))
    .update(version)
    .digest('hex')
    .slice(0, 8);
  return {
    import: MUI_SHELL_PARTS_MODULE,
    shareKey: `${MUI_SHELL_PARTS}/${hash}`,
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  };
}

/**
 * The MUI modules underneath every component, shared one by one by their file (a module federation key
 * that is an absolute path makes every import resolving to that file, MUI's own relative imports among
 * them, take the shared module). mf-landing's price calculator draws Tabs, Radio and outlined fields,
 * which the shell's parts do not export: without these each of those components brought a second copy
 * of `styled`'s engine and of the default theme's construction (~18 KiB gzip) that the shell has already
 * loaded for its own parts, and of ButtonBase. Never a module that reads a React context it does not
 * create itself (useRovingTabIndex, say): the shared copy would read the shell's context while the
 * remote's Tabs fill their own copy of it. A chunk's shared
 * modules are requested as the chunk is, so the list adds no round trip. The key names MUI's version, as
 * MUI_SHELL_PARTS's does: a remote built against another release uses its own copy.
 * Each entry: the package (@mui/material or a package it depends on) and the file inside it.
 */
const MUI_INTERNALS = [
  // `styled`'s engine: the style function, sx, spacing and breakpoints (every component's root).
  ['@mui/system', 'createStyled/createStyled.mjs'],
  // The theme a component falls back to, built by createTheme as the module loads.
  ['@mui/material', 'styles/defaultTheme.mjs'],
  // The ripple and focus behaviour of every button, tab and radio.
  ['@mui/material', 'ButtonBase/ButtonBase.mjs'],
  // The theme hook of Tabs, Collapse, Accordion and the transitions: its module builds a default system
  // theme as it loads, so without it /prices, /carriers and /faq brought a second copy of the system's
  // createTheme, sx and spacing (~5.8 KiB gzip) beside the shell's. It reads styled-engine's (shared) context.
  ['@mui/system', 'useTheme/useTheme.mjs'],
  // The media-query hook of the home page's sliders, which the shell's layout already loads.
  ['@mui/system', 'useMediaQuery/useMediaQuery.mjs'],
  // The icon frame: the shell's header draws it (its icons), and MUI's own icons (the radio's circles,
  // the tabs' scroll arrows, the native select's arrow) import it by a relative path that the
  // `@mui/material/SvgIcon` alias does not catch, so /prices and /carriers brought a second copy (~2.4 KiB gzip).
  ['@mui/material', 'SvgIcon/SvgIcon.mjs'],
];
const MUI_INTERNAL_KEY = '@estiba/mui-internal';

/** The folder of @mui/material or of a package it depends on (pnpm does not hoist them). */
function muiPackageDir(name) {
  const material = path.dirname(require.resolve('@mui/material/package.json', { paths: [SHARED_DIR] }));
  if (name === '@mui/material') return material;
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [material] }));
}

/** MUI_INTERNALS as share entries, keyed by each file's absolute path. */
function muiInternals() {
  const shared = {};
  for (const [name, file] of MUI_INTERNALS) {
    const dir = muiPackageDir(name);
    const version = require(path.join(dir, 'package.json')).version;
    const module = path.join(dir, file);
    shared[module] = {
      shareKey: `${MUI_INTERNAL_KEY}/${name}@${version}/${file}`,
      singleton: true,
      requiredVersion: `^${version}`,
      version,
    };
  }
  return shared;
}

/**
 * One federation runtime on the page. Its core (@module-federation/runtime-core, ~15 KiB gzip) would
 * otherwise come twice, in the shell's main.js and again in every remote's remoteEntry.js. The remotes'
 * builds leave it out (`experiments.externalRuntime`: they read `window._FEDERATION_RUNTIME_CORE`) and
 * the shell, which exposes nothing, provides its own copy there as it starts (FEDERATION_RUNTIME_PROVIDER,
 * a runtime plugin). Not the plugin's `provideExternalRuntime`: that one reaches the core through
 * runtime-tools' CommonJS build, a second copy beside the shell's (+25 KiB gzip). A remote's standalone
 * harness has no shell: its page loads FEDERATION_RUNTIME_SCRIPT first, the same provider built alone.
 */
const FEDERATION_RUNTIME_SCRIPT = 'federation-runtime.js';
const FEDERATION_RUNTIME_PROVIDER = path.join(__dirname, 'federationRuntime.mjs');

/** The installed runtime core, the same the federation plugin builds into the shell. */
function federationRuntimeCoreDir() {
  const plugin = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const core = require.resolve('@module-federation/runtime-core', { paths: [plugin] });
  return path.dirname(path.dirname(core));
}

/**
 * Scripts are minified by swc, not by terser (webpack's default, through the same plugin, with the same two
 * compress passes): terser took about three quarters of a production build (mf-inventory: 32 s, 9 s without
 * minifying) and swc's native minifier does the same work in a fraction of it.
 */
const swcMinimizer = () => ({
  minimizer: [
    new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
  ],
});

/** The provider's import of the core, which shared does not depend on, is the federation plugin's core. */
const runtimeCoreAlias = () => ({ '@module-federation/runtime-core$': federationRuntimeCoreDir() });

/**
 * The harness's copy of the runtime core (see FEDERATION_RUNTIME_SCRIPT): a compilation of its own,
 * since in the remote's compilation every import of the core is the external one.
 */
function federationRuntimeConfig(dir, mode) {
  return {
    name: 'federation-runtime',
    mode,
    context: dir,
    entry: { 'federation-runtime': FEDERATION_RUNTIME_PROVIDER },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_RUNTIME_SCRIPT, clean: false },
    resolve: { alias: runtimeCoreAlias() },
    optimization: swcMinimizer(),
    performance: { hints: false },
  };
}

/** Puts the runtime core's script before the harness's own (both deferred, so in that order). */
class FederationRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FederationRuntimeTagPlugin',
        (groups) => {
          groups.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'FederationRuntimeTagPlugin' },
            attributes: { defer: true, src: `/${FEDERATION_RUNTIME_SCRIPT}` },
          });
          return groups;
        },
      );
    });
  }
}

/** The installed version of a package that @mui/material depends on (pnpm does not hoist it). */
function muiEngineVersion(name) {
  const material = path.dirname(require.resolve('@mui/material/package.json', { paths: [SHARED_DIR] }));
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [material] })).version;
  } catch {
    return deps['@mui/material'];
  }
}

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = deps[name];
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Subpaths (react/jsx-runtime, react-dom/client) must be shared too, or they escape sharing.
  for (const name of ['react', 'react-dom']) {
    const version = deps[name];
    shared[`${name}/`] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of MUI_ENGINE) {
    const version = muiEngineVersion(name.split('/').slice(0, 2).join('/'));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  shared[MUI_SHELL_PARTS] = muiShellParts();
  Object.assign(shared, muiInternals());
  shared['@estiba/shared'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir        the package folder (__dirname of its webpack config)
 * @param {string} options.name       federation name, e.g. mf_landing
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.port       development port
 * @param {string} [options.title]
 * @param {boolean} [options.injectScripts] false when the page's template loads its own script
 * @param {(chunk: import('webpack').Chunk, compilation: import('webpack').Compilation) => boolean} [options.runsOnLoad]
 *   the chunks whose code runs as a page starts, marked for eager compilation (CompileHintsPlugin)
 */
function createFederatedConfig({
  dir,
  name,
  exposes = {},
  port,
  title = 'Fulfillment - Logistics for Ecommerces',
  injectScripts = true,
  runsOnLoad,
}) {
  const isRemote = Object.keys(exposes).length > 0;
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are written for error reports but not linked from the scripts (the static
      // server does not publish them either): they hold the whole source.
      devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // A hash in `filename` breaks the federation runtime; the hash goes in chunk names only.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The harness's runtime core is the other compilation's (see federationRuntimeConfig).
        clean: isRemote ? { keep: (file) => file === FEDERATION_RUNTIME_SCRIPT } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { ...muiAliases(), ...(isRemote ? {} : runtimeCoreAlias()) },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          // The singletons' caret ranges checked without the runtime's costly semver parser.
          runtimePlugins: [SINGLETON_VERSION_PLUGIN, ...(isRemote ? [] : [FEDERATION_RUNTIME_PROVIDER])],
          manifest: true,
          dts: false,
          experiments: { externalRuntime: isRemote },
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          title,
          // The page is served at every client-side path (/pages/errors/error-404, /orders/7): its script
          // must load from the root, not relative to the address ('auto' would give pages/errors/main.js).
          publicPath: '/',
          hash: true,
          chunks: ['main'],
          inject: injectScripts,
          // html-webpack-plugin's production defaults, and the inline scripts minified too: the shell's start-up
          // script went out with its comments, ~2.6 KB of the page's first response, which then took a second
          // round trip on a slow network (Lighthouse: first paint a round trip later than a copy without it).
          minify:
            mode === 'production'
              ? {
                  collapseWhitespace: true,
                  keepClosingSlash: true,
                  removeComments: true,
                  removeRedundantAttributes: true,
                  removeScriptTypeAttributes: true,
                  removeStyleLinkTypeAttributes: true,
                  useShortDoctype: true,
                  minifyJS: true,
                }
              : false,
        }),
        ...(isRemote ? [new FederationRuntimeTagPlugin()] : []),
        ...(runsOnLoad && mode === 'production' ? [new CompileHintsPlugin(runsOnLoad)] : []),
      ],
      optimization: swcMinimizer(),
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
      },
    };
    // A remote builds its harness's runtime core beside it (webpack runs the two compilations).
    return isRemote ? [config, federationRuntimeConfig(dir, mode)] : config;
  };
}

module.exports = {
  createFederatedConfig,
  sharedSingletons,
  SINGLETONS,
  MUI_ENGINE,
  MUI_SHELL_PARTS,
  MUI_SHELL_PARTS_MODULE,
  MUI_INTERNALS,
  MUI_INTERNAL_KEY,
  FEDERATION_RUNTIME_SCRIPT,
  FEDERATION_RUNTIME_PROVIDER,
};
