// A static copy of a public page, for the bench (issue 15: the page's LCP must equal a static copy's): the
// same HTML the shell's server sends a visitor (the prerendered snapshot), without a single script, served
// from an origin of its own that passes every other request (styles, fonts, images) through to the shell's
// server, so the copy loads exactly what the page loads, minus its JavaScript.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Script elements and the links that fetch scripts ahead (modulepreload, or preload as a script). */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b[^>]*>/gi;
const fetchesScript = (tag) => /\brel=["']?modulepreload\b/i.test(tag) || /\bas=["']?script\b/i.test(tag);

/** `html` without anything that runs or fetches a script. */
export function withoutScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_LINK, (tag) => (fetchesScript(tag) ? '' : tag));
}

/** Response headers that no longer describe the body once fetch has decoded it (or it was rewritten). */
const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'etag',
]);

/**
 * Starts the copy's server on a free port in front of `upstream` (the shell's origin); `pages` are the paths
 * whose HTML is sent without scripts. Resolves with its origin and a close function.
 */
export function startStaticCopy(upstream, pages) {
  const copied = new Set(pages);
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', upstream);
      const headers = {};
      for (const name of ['accept', 'accept-language', 'user-agent']) {
        if (request.headers[name]) headers[name] = request.headers[name];
      }
      const answer = await fetch(url, { headers, redirect: 'manual' });
      const outgoing = {};
      answer.headers.forEach((value, name) => {
        if (!DROPPED_HEADERS.has(name)) outgoing[name] = value;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (copied.has(url.pathname) && (answer.headers.get('content-type') ?? '').includes('text/html')) {
        body = Buffer.from(withoutScripts(body.toString('utf8')));
      }
      // Compressed as the shell's server sends it, so the copy's bytes on the simulated network are the page's.
      const type = answer.headers.get('content-type') ?? '';
      if (/gzip/.test(request.headers['accept-encoding'] ?? '') && /text|json|javascript|svg/.test(type)) {
        body = gzipSync(body);
        outgoing['content-encoding'] = 'gzip';
      }
      outgoing['content-length'] = String(body.length);
      response.writeHead(answer.status, outgoing);
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`static copy: ${error.message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
