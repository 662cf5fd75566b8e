// The bundle analyser's source map reading: node --test e2e/system/bundle-report.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { analyseScript, decodeSegment, mappedRuns, packageOf } from './bundle-report.mjs';

test('decodes Base64 VLQ segments, signs and continuation digits included', () => {
  assert.deepEqual(decodeSegment('AAAA'), [0, 0, 0, 0]);
  assert.deepEqual(decodeSegment('CAAD'), [1, 0, 0, -1]);
  // 16 needs a continuation digit: g (32 + 0) then B (1 << 5 = 16 after the sign bit).
  assert.deepEqual(decodeSegment('gB'), [16]);
  assert.throws(() => decodeSegment('A!'), /not Base64/);
});

test('cuts the generated code into runs that cover every character, each with its source', () => {
  const code = 'var a=1;var b=2;\nfoo();';
  // Line 1: columns 0 (source 0) and 8 (source 1); line 2: column 0 (source 1), then 3 unmapped.
  const runs = mappedRuns(code, 'AAAA,QCAA;AAAA,G');
  assert.equal(runs.map((r) => r.text).join(''), code);
  assert.deepEqual(
    runs.map((r) => [r.text, r.source]),
    [
      ['var a=1;', 0],
      ['var b=2;\n', 1],
      ['foo', 1],
      ['();', null],
    ],
  );
});

test("code before a line's first segment is unmapped", () => {
  const runs = mappedRuns('xyz', 'EAAA');
  assert.deepEqual(
    runs.map((r) => [r.text, r.source]),
    [
      ['xy', null],
      ['z', 0],
    ],
  );
});

test('names the package of a source: npm packages through pnpm folders, workspace folders, runtime', () => {
  const pnpm =
    'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js';
  assert.equal(packageOf(pnpm, 'shell'), 'react-dom');
  assert.equal(
    packageOf(
      'webpack://mf_landing/../node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/Tabs/Tabs.mjs',
      'mf-landing',
    ),
    '@mui/material',
  );
  assert.equal(packageOf('webpack://shell/./src/app/start.tsx', 'shell'), 'shell');
  assert.equal(packageOf('webpack://shell/../shared/src/api/client.ts', 'shell'), 'shared');
  assert.equal(packageOf('webpack://shell/webpack/runtime/sharing', 'shell'), '(webpack runtime)');
});

test('a script is split by package, the raw bytes adding up to the file and the gzip shares to its gzip', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  try {
    const code = `${'a'.repeat(300)}${'b'.repeat(100)}`;
    writeFileSync(join(dir, 'chunk.js'), code);
    writeFileSync(
      join(dir, 'chunk.js.map'),
      JSON.stringify({
        version: 3,
        sources: [
          'webpack://shell/../node_modules/.pnpm/x@1/node_modules/x/a.js',
          'webpack://shell/./src/b.ts',
        ],
        names: [],
        // Column 0 from source 0, column 300 from source 1.
        mappings: 'AAAA,4SCAA',
      }),
    );
    const analysis = analyseScript(join(dir, 'chunk.js'), 'shell');
    assert.deepEqual(analysis.packages.map((p) => [p.name, p.bytes]).sort(), [
      ['shell', 100],
      ['x', 300],
    ]);
    assert.equal(
      analysis.packages.reduce((sum, p) => sum + p.bytes, 0),
      analysis.bytes,
    );
    const gzipTotal = analysis.packages.reduce((sum, p) => sum + p.gzipBytes, 0);
    assert.ok(Math.abs(gzipTotal - analysis.gzipBytes) <= analysis.packages.length, 'rounding only');

    rmSync(join(dir, 'chunk.js.map'));
    assert.deepEqual(
      analyseScript(join(dir, 'chunk.js'), 'shell').packages.map((p) => p.name),
      ['(no source map)'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
