// The Landing remote: one federation build from shared's factory, exposing its route module.
module.exports = require('../shared/webpack/federation.cjs').createFederatedConfig({
  dir: __dirname,
  name: 'mf_landing',
  port: 3001,
  title: 'Estiba Landing (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
  // Every chunk of the public site runs as its page starts: the route module, the page, its parts.
  runsOnLoad: () => true,
});
