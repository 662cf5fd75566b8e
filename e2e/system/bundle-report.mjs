// What each built script is made of: a small bundle analyser for `npm run bench`, reading the source
// maps webpack writes next to every chunk (referenced or not). Node built-ins only.
//
// Every byte of a minified chunk is charged to the source file its mapping segment points at, and each
// source file to its package (the npm package under node_modules, else the workspace package). A
// package's gzip share is the gzip size of its bytes alone, scaled so the shares add up to the file's
// real gzip size: compression works across packages, so a share is an estimate, the file's total is not.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one mapping segment (Base64 VLQ, as the source map specification encodes them). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`source map: "${char}" is not Base64`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The generated code cut into runs, each with the index of the source it comes from (null where the
 * map says nothing: webpack's own glue between modules, or what a minifier added).
 * @param {string} code the generated file
 * @param {string} mappings the map's `mappings`
 * @returns {{ text: string, source: number | null }[]}
 */
export function mappedRuns(code, mappings) {
  const lines = code.split('\n');
  const lineMappings = mappings.split(';');
  const runs = [];
  let source = 0;
  lines.forEach((line, lineIndex) => {
    // A line ends with its newline, charged to whatever its last run was.
    const text = lineIndex < lines.length - 1 ? `${line}\n` : line;
    const starts = [];
    let column = 0;
    for (const segment of (lineMappings[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? null : source });
    }
    if (starts.length === 0 || starts[0].column > 0) starts.unshift({ column: 0, source: null });
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : text.length;
      if (end > start.column) runs.push({ text: text.slice(start.column, end), source: start.source });
    });
  });
  return runs;
}

/**
 * The package a source path of a webpack source map belongs to: `react-dom`, `@mui/material`, or the
 * workspace folder (`shell`, `shared`, `mf-landing`) for the project's own code.
 * @param {string} source e.g. `webpack://shell/../node_modules/.pnpm/x@1/node_modules/x/index.js`
 * @param {string} ownPackage the folder of the package that built the file
 */
export function packageOf(source, ownPackage) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (path.startsWith('webpack/') || /^\(webpack\)/.test(path)) return '(webpack runtime)';
  const workspace = /^(?:\.\.\/)+([^/.][^/]*)\//.exec(path);
  if (workspace) return workspace[1];
  return ownPackage;
}

/** A source path without webpack's prefix and pnpm's store folders, for reading. */
export function shortSource(source) {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.\/)*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^\.\//, '');
}

const gzipSize = (text) => gzipSync(Buffer.from(text)).length;
const UNMAPPED = '(unmapped)';

/**
 * One built script and what it holds, per package and per source file (the largest `topSources`).
 * Without a source map the whole file is one `(no source map)` entry.
 * @param {string} path the file
 * @param {string} ownPackage the folder of the package that built it
 */
export function analyseScript(path, ownPackage, { topSources = 12 } = {}) {
  const code = readFileSync(path, 'utf8');
  const bytes = Buffer.byteLength(code);
  const gzipBytes = gzipSize(code);
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) {
    return {
      bytes,
      gzipBytes,
      packages: [{ name: '(no source map)', bytes, gzipBytes }],
      sources: [],
    };
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const textBySource = new Map();
  for (const run of mappedRuns(code, map.mappings)) {
    const key = run.source === null ? UNMAPPED : map.sources[run.source];
    textBySource.set(key, (textBySource.get(key) ?? '') + run.text);
  }
  const textByPackage = new Map();
  for (const [source, text] of textBySource) {
    const name = source === UNMAPPED ? UNMAPPED : packageOf(source, ownPackage);
    textByPackage.set(name, (textByPackage.get(name) ?? '') + text);
  }
  const alone = [...textByPackage].map(([name, text]) => ({
    name,
    bytes: Buffer.byteLength(text),
    gzipAlone: gzipSize(text),
  }));
  const scale =
    gzipBytes /
    Math.max(
      1,
      alone.reduce((sum, p) => sum + p.gzipAlone, 0),
    );
  const packages = alone
    .map(({ name, bytes: packageBytes, gzipAlone }) => ({
      name,
      bytes: packageBytes,
      gzipBytes: Math.round(gzipAlone * scale),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sources = [...textBySource]
    .map(([source, text]) => ({
      source: source === UNMAPPED ? UNMAPPED : shortSource(source),
      package: source === UNMAPPED ? UNMAPPED : packageOf(source, ownPackage),
      bytes: Buffer.byteLength(text),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, topSources);
  return { bytes, gzipBytes, packages, sources };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The report as Markdown: per page, its scripts and their total against the budget; then, once per
 * script, its packages and largest sources.
 * @param {{ pages: Record<string, { gzipBytes: number, files: { file: string, gzipBytes: number }[] }>,
 *   scripts: Record<string, ReturnType<typeof analyseScript>>, budget: { limitKiB: number, aimKiB: number } }} report
 */
export function reportMarkdown({ pages, scripts, budget }) {
  const lines = [
    '# Initial JavaScript of the public pages',
    '',
    `Every script a page loads until the network is idle, gzip (zlib, default level). Budget ${budget.limitKiB} KiB, aim ${budget.aimKiB} KiB.`,
    "A package's gzip share within a file is an estimate (its bytes compressed alone, scaled to the file).",
    "`(unmapped)` is code no source map line covers: JSON modules (translations) and webpack's glue.",
    '',
    '| page | scripts | gzip | budget |',
    '|---|---:|---:|---|',
  ];
  for (const [page, figure] of Object.entries(pages)) {
    const verdict =
      figure.gzipBytes > budget.limitKiB * 1024
        ? `over by ${kib(figure.gzipBytes - budget.limitKiB * 1024)}`
        : figure.gzipBytes > budget.aimKiB * 1024
          ? 'within budget, above the aim'
          : 'within the aim';
    lines.push(`| \`${page}\` | ${figure.files.length} | ${kib(figure.gzipBytes)} | ${verdict} |`);
  }
  const first = Object.entries(pages)[0];
  if (first) {
    lines.push('', `## Scripts of \`${first[0]}\``, '', '| file | gzip |', '|---|---:|');
    for (const f of [...first[1].files].sort((a, b) => b.gzipBytes - a.gzipBytes))
      lines.push(`| ${f.file} | ${kib(f.gzipBytes)} |`);
  }
  lines.push('', '## What each script holds');
  const ordered = Object.entries(scripts).sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes);
  for (const [file, analysis] of ordered) {
    lines.push('', `### ${file}: ${kib(analysis.gzipBytes)} gzip, ${kib(analysis.bytes)} raw`, '');
    lines.push('| package | gzip (est.) | raw |', '|---|---:|---:|');
    for (const p of analysis.packages) lines.push(`| ${p.name} | ${kib(p.gzipBytes)} | ${kib(p.bytes)} |`);
    if (analysis.sources.length > 0) {
      lines.push('', 'Largest sources (raw, minified):', '');
      for (const s of analysis.sources) lines.push(`- ${s.source}: ${kib(s.bytes)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
