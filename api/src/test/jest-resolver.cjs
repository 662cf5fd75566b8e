// Jest's module runtime cannot require() an ES module on Node 20, yet several CommonJS dependencies do exactly
// that with ESM-only packages (light-my-request needs cookie 2, @fastify/static needs content-disposition 3);
// Node itself can (require(esm), Node 20.19+). So a require() that resolves to an ES module inside
// node_modules is pointed at a small CommonJS file that loads it with Node's own require.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SHIM_DIR = path.join(os.tmpdir(), 'estiba-api-jest-esm-shims');
const packageTypes = new Map();

function packageType(directory) {
  if (packageTypes.has(directory)) return packageTypes.get(directory);
  const manifest = path.join(directory, 'package.json');
  let type;
  if (fs.existsSync(manifest)) {
    type = JSON.parse(fs.readFileSync(manifest, 'utf8')).type ?? 'commonjs';
  } else {
    const parent = path.dirname(directory);
    type = parent === directory ? 'commonjs' : packageType(parent);
  }
  packageTypes.set(directory, type);
  return type;
}

function isEsModule(file) {
  if (file.endsWith('.mjs')) return true;
  return file.endsWith('.js') && packageType(path.dirname(file)) === 'module';
}

function nativeRequireShim(file) {
  const shim = path.join(SHIM_DIR, `${crypto.createHash('sha1').update(file).digest('hex')}.cjs`);
  if (!fs.existsSync(shim)) {
    fs.mkdirSync(SHIM_DIR, { recursive: true });
    const source = `module.exports = require('node:module').createRequire(__filename)(${JSON.stringify(file)});\n`;
    fs.writeFileSync(shim, source);
  }
  return shim;
}

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const isRequire = options.conditions?.includes('require') ?? false;
  if (isRequire && resolved.includes(`${path.sep}node_modules${path.sep}`) && isEsModule(resolved)) {
    return nativeRequireShim(resolved);
  }
  return resolved;
};
