// The Settings remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_settings',
  port: 3006,
  title: 'Estiba Settings (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
