// One Jest configuration for every front-end package: swc transforms TypeScript and JSX,
// jsdom renders components, Testing Library's matchers are loaded once.
const path = require('path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

exports.web = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Some dependencies ship ESM only; let swc turn them into CommonJS for Jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(react-intl|@formatjs|intl-messageformat|@module-federation|jose))',
  ],
  moduleNameMapper: {
    '\\.(css|png|jpe?g|gif|svg|webp|avif|woff2?)$': path.join(__dirname, 'jest.asset-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});
