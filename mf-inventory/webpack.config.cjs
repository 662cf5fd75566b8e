// The Inventory remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_inventory',
  port: 3003,
  title: 'Estiba Inventory (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
