// The Orders remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_orders',
  port: 3004,
  title: 'Estiba Orders (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
