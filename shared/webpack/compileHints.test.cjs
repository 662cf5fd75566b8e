/**
 * @jest-environment node
 */
/* global describe, it, expect, beforeAll, afterAll -- Jest provides them (shared/jest.config.cjs). */
// Builds a two-chunk bundle with the plugin: only the chunks said to run on load carry the hint, first,
// and their source maps still point at the right lines.
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { CompileHintsPlugin, ALL_FUNCTIONS_CALLED_ON_LOAD } = require('./compileHints.cjs');

function build(dir) {
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./later').then((m) => m.run());\n");
  fs.writeFileSync(path.join(dir, 'later.js'), "export function run() { console.log('later'); }\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'later.js' },
    plugins: [new CompileHintsPlugin((chunk) => chunk.name === 'main')],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else compiler.close(() => resolve());
    }),
  );
}

describe('CompileHintsPlugin', () => {
  let dir;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    await build(dir);
  }, 30_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const read = (file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

  it('puts the hint first in the chunks that run on load, and only there', () => {
    expect(read('main.js').startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)).toBe(true);
    expect(read('later.js')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source map in step with the added line', () => {
    const map = JSON.parse(read('main.js.map'));
    // The hint's line maps to nothing; the code's mappings start on the line after it.
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.slice(1).length).toBeGreaterThan(0);
  });
});
