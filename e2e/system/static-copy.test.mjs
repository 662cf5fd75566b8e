// The bench's static copy of a page: no script survives, everything else does, and the copy's server sends the
// page's other files as the shell's server does.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { startStaticCopy, withoutScripts } from './static-copy.mjs';

const PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="/prerendered.css">
<link rel="modulepreload" href="/main.js">
<link rel="preload" as="script" href="/start.js">
<link rel="preload" as="font" href="/font.woff2" crossorigin>
<script>window.config = {}</script>
<script defer src="/main.js"></script>
</head><body><div id="prerendered"><h1>Fulfillment</h1><img src="/hero.webp" alt=""></div><div id="root"></div>
<SCRIPT type="module">import('/x.js')</SCRIPT></body></html>`;

test('withoutScripts removes script elements and script preloads, and keeps the rest', () => {
  const copy = withoutScripts(PAGE);
  assert.doesNotMatch(copy, /<script/i);
  assert.doesNotMatch(copy, /main\.js|start\.js|x\.js/);
  assert.match(copy, /<link rel="stylesheet" href="\/prerendered.css">/);
  assert.match(copy, /<link rel="preload" as="font" href="\/font.woff2" crossorigin>/);
  assert.match(copy, /<div id="prerendered"><h1>Fulfillment<\/h1><img src="\/hero.webp" alt=""><\/div>/);
});

test('the copy serves the page without scripts and passes other files through, compressed', async () => {
  const upstream = createServer((request, response) => {
    if (request.url === '/' || request.url === '/prices') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else if (request.url === '/prerendered.css') {
      response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=60' });
      response.end('h1{color:red}');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const copy = await startStaticCopy(`http://127.0.0.1:${upstream.address().port}`, ['/']);
  try {
    const page = await fetch(`${copy.origin}/`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    const html = await page.text();
    assert.doesNotMatch(html, /<script/i);
    assert.match(html, /<h1>Fulfillment<\/h1>/);

    // A page not named keeps its scripts; other files pass with their headers.
    assert.match(await (await fetch(`${copy.origin}/prices`)).text(), /<script/);
    const css = await fetch(`${copy.origin}/prerendered.css`);
    assert.equal(await css.text(), 'h1{color:red}');
    assert.equal(css.headers.get('cache-control'), 'max-age=60');
    assert.equal((await fetch(`${copy.origin}/missing.js`)).status, 404);
  } finally {
    await copy.close();
    await new Promise((resolve) => upstream.close(resolve));
  }
});
