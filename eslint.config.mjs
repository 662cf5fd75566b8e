// Lint for the whole workspace. Besides the usual rules it enforces the architecture:
// a remote never imports another remote, and inside a package imports flow app → features → shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-landing', 'mf-auth', 'mf-inventory', 'mf-orders', 'mf-billing', 'mf-settings'];
const FRONT_ENDS = ['shell', ...REMOTES];

// The entry (index.ts) and bootstrap wire the package together, as app/ does.
const WIRING = ['src/app/**/*.{ts,tsx}', 'src/index.ts', 'src/bootstrap.tsx', 'src/exposes/**/*.{ts,tsx}'];

const boundaries = (self, { wiring }) => ({
  files: wiring ? WIRING.map((f) => `${self}/${f}`) : [`${self}/src/**/*.{ts,tsx}`],
  ...(wiring ? {} : { ignores: WIRING.map((f) => `${self}/${f}`) }),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FRONT_ENDS.filter((p) => p !== self).flatMap((p) => [
              `@estiba/${p}`,
              `@estiba/${p}/*`,
              `**/${p}/**`,
            ]),
            message: 'Packages meet only in @estiba/shared, through the bus and the store.',
          },
          {
            group: ['@mui/material/*'],
            message:
              "Import from '@mui/material' (one import style everywhere; MUI's context travels through the shared emotion and @mui/system modules).",
          },
          // The app folder wires features together; features never reach back into it.
          ...(wiring
            ? []
            : [
                {
                  group: ['**/app/**', '../app', '../../app'],
                  message: 'Imports flow app → features → shared.',
                },
              ]),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench-results/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...FRONT_ENDS.flatMap((p) => [boundaries(p, { wiring: false }), boundaries(p, { wiring: true })]),
  // The API's contract reaches the front end as types only (README "One contract"): a value import would
  // bundle API code and TypeBox into the browser. allowTypeImports lets `import type` (erased by swc) through.
  {
    files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@estiba/api', '@estiba/api/*', '**/api/src/**'],
              allowTypeImports: true,
              message:
                "Import the API's contract as types only: import type { … } from '@estiba/api/contract'.",
            },
          ],
        },
      ],
    },
  },
  // Except the pricing rules, in this one file: api/src/pricing/rules.ts is a self-contained file of pure
  // functions (it imports nothing) that the calculators and billing share on purpose (issue 18).
  {
    files: ['shared/src/pricing/ranges.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@estiba/api', message: 'Only @estiba/api/pricing and types reach the front end.' },
          ],
          patterns: [
            {
              regex: '^@estiba/api/(?!pricing$)',
              allowTypeImports: true,
              message: 'Only @estiba/api/pricing and types reach the front end.',
            },
          ],
        },
      ],
    },
  },
  // And the invoice number's one formatter (api/src/modules/billing/invoice-number.ts, self-contained and pure), so
  // mf-billing's screens write 'INV-1007' exactly as the API's PDF and CSVs do (issue 18).
  {
    files: ['mf-billing/src/features/billing-common/invoiceNumber.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@estiba/api', message: 'Only @estiba/api/invoice-number and types reach mf-billing.' },
          ],
          patterns: [
            {
              regex: '^@estiba/api/(?!invoice-number$)',
              allowTypeImports: true,
              message: 'Only @estiba/api/invoice-number and types reach mf-billing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRONT_ENDS.flatMap((p) => [`@estiba/${p}`, `**/${p}/**`]),
              message: 'shared depends on no package.',
            },
            {
              group: ['@mui/material/*'],
              message:
                "Import from '@mui/material' (one import style everywhere; MUI's context travels through the shared emotion and @mui/system modules).",
            },
          ],
        },
      ],
    },
  },
);
