/**
 * @jest-environment node
 */
// The shell provides only part of react-router-dom to the page (shell/federation/react-router-dom.mjs):
// a name some package imports from 'react-router-dom' but the facade lacks would be undefined in the
// browser, with no build error. This reads every package's code for those names.
import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import * as reactRouterDom from 'react-router-dom';

const ROOT = join(__dirname, '..', '..', '..');
const FACADE = join(ROOT, 'shell', 'federation', 'react-router-dom.mjs');
const PACKAGES = [
  'shell',
  'shared',
  'mf-landing',
  'mf-auth',
  'mf-inventory',
  'mf-orders',
  'mf-billing',
  'mf-settings',
];

/** Source files webpack bundles: not tests, not test helpers (their MemoryRouter comes from node_modules). */
function bundledSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : bundledSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names a source imports from `module` (type-only imports are erased by the compiler). */
function namedImports(source: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${module}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith('type '))
    .map((specifier) => specifier.split(/\s+as\s+/)[0]);
}

const facadeExports = () =>
  [...readFileSync(FACADE, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

it("provides every name the packages' code imports from react-router-dom", () => {
  const provided = new Set(facadeExports());
  const missing = PACKAGES.flatMap((pkg) =>
    bundledSources(join(ROOT, pkg, 'src')).flatMap((file) =>
      namedImports(readFileSync(file, 'utf8'), 'react-router-dom')
        .filter((name) => !provided.has(name))
        .map((name) => `${name} (${file.slice(ROOT.length + 1)})`),
    ),
  );
  expect(missing).toEqual([]);
});

it('provides only names react-router-dom has', () => {
  const names = facadeExports();
  expect(names.length).toBeGreaterThan(5);
  expect(names.filter((name) => !(name in reactRouterDom))).toEqual([]);
});

it('reads named imports as the compiler sees them', () => {
  const source = [
    "import { Link as RouterLink, useLocation, type Location } from 'react-router-dom';",
    "import type { To } from 'react-router-dom';",
    "import { Box } from '@mui/material';",
  ].join('\n');
  expect(namedImports(source, 'react-router-dom')).toEqual(['Link', 'useLocation']);
});
