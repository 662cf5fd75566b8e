// API tests run in Jest's native ESM mode (jose and PGlite ship ES modules only): swc strips the types and
// keeps `import`/`export`, and relative `.js` specifiers (NodeNext style) are mapped back to the `.ts` sources.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @type {import('jest').Config} */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  resolver: '<rootDir>/src/test/jest-resolver.cjs',
  globalSetup: '<rootDir>/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  testTimeout: 20000,
};
