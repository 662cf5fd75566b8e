const base = require('../jest.preset.cjs').web(__dirname);

// The static server's helpers (server/*.mjs) and the webpack helpers are tested here too.
module.exports = {
  ...base,
  testMatch: [...base.testMatch, '<rootDir>/server/**/*.test.mjs', '<rootDir>/webpack/**/*.test.cjs'],
};
