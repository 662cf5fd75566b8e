// The Accounts remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 3002,
  title: 'Estiba Accounts (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
