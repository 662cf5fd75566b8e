// The shell (federation host): one build from shared's factory. It declares no remotes at build time;
// it reads /remotes.json at run time, so a deployment can move or roll back a remote without rebuilding.
const fs = require('fs');
const path = require('path');
const { createFederatedConfig } = require('../shared/webpack/federation.cjs');

const PUBLIC_DIR = path.join(__dirname, 'public');
/** The chunk group src/index.ts imports: the code every page of the shell starts with. */
const START_CHUNK_GROUP = 'start';
/** The part of react-router-dom the shell provides to the page (see the file). */
const ROUTER_FACADE = path.join(__dirname, 'federation', 'react-router-dom.mjs');

/**
 * react-router's ES module file (react-router is installed as react-router-dom's dependency): the facade
 * imports from it by that name, which the share scope does not claim.
 */
function reactRouterModule() {
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [__dirname] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  const entry = require(path.join(router, 'package.json')).exports['.'].module;
  return path.join(router, typeof entry === 'string' ? entry : entry.default);
}

/** Files under public/ served as they are (brands.json, theme stylesheets, logos), except the HTML template. */
function publicFiles(dir = PUBLIC_DIR) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return publicFiles(file);
    return file === path.join(PUBLIC_DIR, 'index.html') ? [] : [file];
  });
}

/** Emits public/ into dist/ so the production server serves brands.json and the brand assets. */
class CopyPublicPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of publicFiles()) {
            compilation.fileDependencies.add(file);
            const name = path.relative(PUBLIC_DIR, file).split(path.sep).join('/');
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

const federated = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Fulfillment - Logistics for Ecommerces',
  exposes: {},
  // public/index.html starts main.js itself, after a prerendered page's first paint.
  injectScripts: false,
  // The entry (the federation runtime) and every chunk the start loads (startChunkGroups): the same
  // list the start-shared chunk is made from.
  runsOnLoad: (chunk, compilation) =>
    chunk.name === 'main' ||
    [...chunk.groupsIterable].some((group) => startChunkGroups(compilation).has(group)),
});

/**
 * The libraries every page of the shell starts with (React, the router, the store, texts, the styling
 * engine) come in one chunk rather than the twenty or so webpack would split them into: each chunk is a
 * script element and a request the federation runtime makes while the page is starting, and on a phone
 * those add up to a long task. Libraries only the client area uses stay in their own lazy chunks, axios
 * among them: the shared API client loads it with its first call (a guest's pages read through apiGet),
 * redux-saga, which the store loads with the first saga (a guest's pages run none), and Redux Toolkit
 * (with redux, immer and reselect), which the store and the shell's slices do without (shared's
 * store/actions.ts): it loads with the first remote whose slices use it.
 */
const START_LIBRARIES =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|react-redux|use-sync-external-store|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@mui[\\/](system|styled-engine|private-theming|utils)|@babel[\\/]runtime|clsx)[\\/]/;

/**
 * Modules of those libraries that only lazily loaded parts use: MUI's arrow-key focus of menus and tab
 * lists (the language menu loads when opened, the client area's menus with it), ~1.5 KiB gzip that no
 * public page runs at its start. They stay in the chunks of what uses them.
 */
const LAZY_LIBRARY_MODULES = /[\\/]@mui[\\/]utils[\\/](esm[\\/])?useRovingTabIndex[\\/]/;

/**
 * The chunk groups a page of the shell loads as it starts: src/index.ts's start group, and the fallback of
 * every shared module one of their chunks consumes (the federation runtime loads a chunk's shared modules
 * before it runs the chunk), and so on down.
 * @param {import('webpack').Compilation} compilation
 */
function startChunkGroups(compilation) {
  if (!startGroupsOf.has(compilation)) startGroupsOf.set(compilation, findStartChunkGroups(compilation));
  return startGroupsOf.get(compilation);
}
/** @type {WeakMap<import('webpack').Compilation, Set<import('webpack').ChunkGroup>>} */
const startGroupsOf = new WeakMap();

/** @param {import('webpack').Compilation} compilation */
function findStartChunkGroups(compilation) {
  const start = compilation.namedChunkGroups.get(START_CHUNK_GROUP);
  const groups = new Set();
  const visit = (group) => {
    if (groups.has(group)) return;
    groups.add(group);
    for (const child of group.childrenIterable) {
      if (child.origins.some((origin) => origin.module?.type === 'consume-shared-module')) visit(child);
    }
  };
  if (start) visit(start);
  return groups;
}

/**
 * Everything those groups load, but the start libraries, comes in one chunk, `start-shared`: webpack split it
 * into a dozen (the start's own code, @estiba/shared, and the public layout's MUI parts in pieces as the
 * shared modules overlap), and the runtime loads each as a script element of its own, one after another
 * in one task (~0.5 ms each on a desktop, four times that on Lighthouse's phone: issue 15). The modules
 * are those the start downloads already; a later chunk that uses one finds it loaded.
 */
class StartSharedChunk {
  constructor() {
    this.compilation = null;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartSharedChunk', (compilation) => {
      this.compilation = compilation;
    });
  }

  /**
   * splitChunks' test: a module of a chunk the start loads. Not a consumed shared module: the runtime loads
   * a chunk's shared modules before the chunk counts as loaded, so a chunk holding both the consumer of a
   * shared module and the module itself would wait for itself.
   */
  test(module, { chunkGraph }) {
    const compilation = this.compilation;
    if (!compilation || module.type === 'consume-shared-module') return false;
    const groups = startChunkGroups(compilation);
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const group of chunk.groupsIterable) if (groups.has(group)) return true;
    }
    return false;
  }
}

module.exports = (env, argv) => {
  const config = federated(env, argv);
  const startShared = new StartSharedChunk();
  return {
    ...config,
    resolve: {
      ...config.resolve,
      // The shared react-router-dom the shell provides (and falls back to) is the facade: the share
      // scope claims the request 'react-router-dom' before it is resolved, so the app's imports still
      // consume the one shared instance, and this alias only decides what that instance holds.
      alias: {
        ...config.resolve.alias,
        'react-router-dom$': ROUTER_FACADE,
        'react-router$': reactRouterModule(),
      },
    },
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          startLibraries: {
            test: (module) => {
              const resource = module.nameForCondition?.() ?? '';
              if (LAZY_LIBRARY_MODULES.test(resource)) return false;
              return START_LIBRARIES.test(resource) || resource === ROUTER_FACADE;
            },
            name: 'start-libraries',
            chunks: 'async',
            enforce: true,
            // Above start-shared, whose test takes these libraries' modules too: they stay here.
            priority: 10,
          },
          startShared: {
            test: (module, context) => startShared.test(module, context),
            name: 'start-shared',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [...config.plugins, new CopyPublicPlugin(), startShared],
  };
};
