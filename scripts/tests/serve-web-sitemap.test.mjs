// /sitemap.xml on the site server: the CMS's live sitemap when it answers, the build's file when it does not.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';

import { startWebServer } from '../serve-web.mjs';

const BUILT = '<?xml version="1.0"?><urlset><url><loc>https://site.example/</loc></url></urlset>\n';
const LIVE = '<?xml version="1.0"?><urlset><url><loc>https://site.example/blog/publicado-agora</loc></url></urlset>\n';

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

test('serves the live sitemap from the CMS, and the built file when the CMS is down or failing', async () => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(root, 'sitemap.xml'), BUILT);
  writeFileSync(join(root, '__spa-fallback.html'), '<!DOCTYPE html><html><body></body></html>');
  let cmsAnswer = { status: 200, body: LIVE };
  const cms = createServer((req, res) => {
    assert.equal(req.url, '/api/sitemap.xml');
    res.writeHead(cmsAnswer.status, { 'content-type': 'application/xml' }).end(cmsAnswer.body);
  });
  const cmsPort = await listen(cms);
  const site = await startWebServer({ root, port: 0, host: '127.0.0.1', cmsUrl: `http://127.0.0.1:${cmsPort}` });
  const url = `http://127.0.0.1:${site.address().port}/sitemap.xml`;
  try {
    const live = await fetch(url);
    assert.equal(live.status, 200);
    assert.match(live.headers.get('content-type'), /^application\/xml/);
    assert.equal(live.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(await live.text(), LIVE);

    cmsAnswer = { status: 500, body: '{"error":{}}' };
    assert.equal(await (await fetch(url)).text(), BUILT, 'a failing CMS must not replace the sitemap with its error');

    await new Promise((resolve) => cms.close(resolve));
    const down = await fetch(url);
    assert.equal(down.status, 200);
    assert.equal(await down.text(), BUILT);
  } finally {
    site.close();
    cms.close();
    rmSync(root, { recursive: true, force: true });
  }
});
