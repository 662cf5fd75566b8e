// The Landing remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_landing',
  port: 3001,
  title: 'Estiba Landing (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
