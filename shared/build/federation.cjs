// One webpack + Module Federation configuration for the shell and every remote, so that the
// singleton list, the output naming and the loaders cannot drift between packages.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const sharedPackage = require('../package.json');

const deps = sharedPackage.dependencies;

/** Packages that must exist once on the page: they hold React context, the store or the bus. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux-saga',
  'react-intl',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'axios',
  'socket.io-client',
];

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
 */
function createFederatedConfig({
  dir,
  name,
  exposes = {},
  port,
  title = 'Fulfillment - Logistics for Ecommerces',
}) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // A hash in `filename` breaks the federation runtime; the hash goes in chunk names only.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          title,
          // The page is served at every client-side path (/pages/errors/error-404, /orders/7): its script
          // must load from the root, not relative to the address ('auto' would give pages/errors/main.js).
          publicPath: '/',
          hash: true,
          chunks: ['main'],
        }),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
      },
    };
  };
}

module.exports = { createFederatedConfig, sharedSingletons, SINGLETONS };
