#!/usr/bin/env node
// Serves one front-end package's production build from its own origin (the handler: static-app.mjs).
//   node shared/server/static-server.mjs --dir <package>/dist --port <port> [--registry]
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createStaticHandler } from './static-app.mjs';
import { trustProxy } from './security-headers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);

const root = resolve(option('dir', 'dist'));
const port = Number(option('port', process.env.PORT || 3000));
const host = process.env.HOST || '0.0.0.0';

// Refused as the API refuses it: a value that trusts no one by mistake, or everyone (`true`), is worse than none.
const proxies = trustProxy(process.env.TRUST_PROXY);
if ('error' in proxies) {
  console.error(proxies.error);
  process.exit(1);
}

const server = createServer(createStaticHandler({ root, withRegistry: flag('registry') }));

server.listen(port, host, () => {
  console.log(`serving ${root} on http://${process.env.PUBLIC_HOST || 'localhost'}:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
