// The Billing remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_billing',
  port: 3005,
  title: 'Estiba Billing (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
