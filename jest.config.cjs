// Runs every front-end package's unit and component tests in one Jest process.
const packages = [
  'shared',
  'shell',
  'mf-landing',
  'mf-auth',
  'mf-inventory',
  'mf-orders',
  'mf-billing',
  'mf-settings',
];
module.exports = { projects: packages.map((p) => `<rootDir>/${p}/jest.config.cjs`) };
