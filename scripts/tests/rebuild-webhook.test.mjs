import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';

import { startRebuildWebhook } from '../rebuild-webhook.mjs';

/** What the CMS posts (cms/src/site-rebuild/notify-site.ts): the event, the content type, a landing page's slug. */
const publish = (uid, event = 'entry.publish') => ({ event, uid });

test('the rebuild receiver runs one build for a burst of content events, none for others or without the token', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  const marker = join(dir, 'runs.txt');
  const receiver = await startRebuildWebhook({ port: 0, token: 's3cret', command: `echo run >> ${marker}`, debounceMs: 1000, log: () => {} });
  const url = `http://127.0.0.1:${receiver.port}/rebuild`;
  const post = (body, token = 's3cret') =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  try {
    assert.equal((await post(publish('api::article.article'), 'wrong')).status, 401);
    assert.equal((await fetch(url, { method: 'POST', body: '{}' })).status, 401);
    await receiver.idle();
    assert.equal(existsSync(marker), false, 'nothing may run for an unauthenticated call');

    const ignored = await post({ event: 'media.create', uid: 'plugin::upload.file' });
    assert.deepEqual([ignored.status, await ignored.json()], [202, { rebuild: false }]);
    await receiver.idle();
    assert.equal(existsSync(marker), false, 'what is not a content event asks for nothing');

    const content = [
      'api::article.article',
      'api::case.case',
      'api::page-content.page-content',
      'api::testimonial.testimonial',
      'api::client.client',
      'api::team-member.team-member',
      'api::landing-page.landing-page',
    ];
    for (const uid of content) {
      const res = await post(publish(uid, uid === 'api::article.article' ? 'entry.publish' : 'entry.update'));
      assert.deepEqual(await res.json(), { rebuild: true }, uid);
    }
    await receiver.idle();
    assert.equal(readFileSync(marker, 'utf8'), 'run\n', 'a burst of content events → one build');

    assert.equal((await fetch(url, { method: 'POST', headers: { authorization: 'Bearer s3cret' }, body: 'not json' })).status, 400);
  } finally {
    await receiver.close();
  }
});

/**
 * A stand-in for the one-page renderer (web/build/render/prerender-landing.mjs: layoutOf + prerenderLanding): writes the
 * slug, the CMS it was given and the process it ran in, or fails for the slug 'falha'.
 */
function fakeLandingScript(dir) {
  const script = join(dir, 'prerender-landing.mjs');
  const marker = join(dir, 'pages.txt');
  writeFileSync(
    script,
    `import { appendFileSync } from 'node:fs';
export const layoutOf = (renderDir) => ({ renderDir });
export async function prerenderLanding(layout, slug, cmsUrl) {
  appendFileSync(${JSON.stringify(marker)}, slug + ' ' + cmsUrl + ' ' + process.pid + '\\n');
  if (slug === 'falha') throw new Error('a página não pôde ser gerada');
  return { slug, written: ['/lp/' + slug], removed: false };
}
`,
  );
  const lines = () => (existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n') : []);
  return {
    script,
    pages: () => lines().map((line) => line.split(' ').slice(0, 2).join(' ')),
    pids: () => new Set(lines().map((line) => line.split(' ')[2])),
  };
}

const landing = (slug, event = 'entry.update') => ({ event, uid: 'api::landing-page.landing-page', slug });

test('a landing page change prerenders that page alone, soon and once per burst; a failed render falls back to the site build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-lp-'));
  const site = join(dir, 'site.txt');
  const fake = fakeLandingScript(dir);
  const receiver = await startRebuildWebhook({
    port: 0,
    token: 't',
    command: `echo site >> ${site}`,
    landingScript: fake.script,
    cmsUrl: 'http://cms.test',
    debounceMs: 300,
    landingDebounceMs: 50,
    log: () => {},
  });
  const post = (body) =>
    fetch(`http://127.0.0.1:${receiver.port}/rebuild`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: JSON.stringify(body) });
  try {
    const first = await post(landing('lancamento-a', 'entry.create'));
    assert.deepEqual(await first.json(), { rebuild: false, prerender: '/lp/lancamento-a' });
    await post(landing('lancamento-a'));
    await post(landing('lancamento-b', 'entry.delete'));
    await receiver.idle();
    assert.deepEqual(
      fake.pages().sort(),
      ['lancamento-a http://cms.test', 'lancamento-b http://cms.test'],
      'one render per page of the burst, with the CMS to read',
    );
    assert.deepEqual(fake.pids(), new Set([String(process.pid)]), 'rendered by the resident renderer, no process started per page');
    assert.equal(existsSync(site), false, 'no site build for a landing page');

    // A slug that is no slug is never handed to a process: the site is rebuilt instead.
    assert.deepEqual(await (await post(landing('../../etc'))).json(), { rebuild: true });
    await receiver.idle();
    assert.equal(readFileSync(site, 'utf8'), 'site\n');

    await post(landing('falha'));
    await receiver.idle();
    assert.equal(readFileSync(site, 'utf8'), 'site\nsite\n', 'a failed render → the site build');
  } finally {
    await receiver.close();
  }
});

test('without a site command only landing pages are acted on; a paused receiver waits for resume()', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-lp-'));
  const fake = fakeLandingScript(dir);
  const receiver = await startRebuildWebhook({
    port: 0,
    token: 't',
    landingScript: fake.script,
    cmsUrl: 'http://outro.test',
    landingDebounceMs: 20,
    paused: true,
    log: () => {},
  });
  const post = (body) =>
    fetch(`http://127.0.0.1:${receiver.port}/rebuild`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: JSON.stringify(body) });
  try {
    assert.deepEqual(await (await post(publish('api::article.article'))).json(), { rebuild: false });
    await post(landing('pagina-nova'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(fake.pages(), [], 'nothing runs while paused');
    receiver.resume();
    await receiver.idle();
    assert.deepEqual(fake.pages(), ['pagina-nova http://outro.test']);
  } finally {
    await receiver.close();
  }
});

test('a new site build is rendered by its own renderer: the resident one is replaced once the bundle changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-lp-'));
  const fake = fakeLandingScript(dir);
  const receiver = await startRebuildWebhook({
    port: 0,
    token: 't',
    landingScript: fake.script,
    cmsUrl: 'http://cms.test',
    landingDebounceMs: 20,
    log: () => {},
  });
  const post = (body) =>
    fetch(`http://127.0.0.1:${receiver.port}/rebuild`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: JSON.stringify(body) });
  try {
    await post(landing('antes'));
    await receiver.idle();
    // The next build writes a renderer that tells its build apart (a later mtime, as a real build's file has).
    writeFileSync(fake.script, readFileSync(fake.script, 'utf8').replace("slug + ' '", "'nova-' + slug + ' '"));
    utimesSync(fake.script, new Date(), new Date(Date.now() + 5000));
    await post(landing('depois'));
    await receiver.idle();
    assert.deepEqual(fake.pages(), ['antes http://cms.test', 'nova-depois http://cms.test']);
  } finally {
    await receiver.close();
  }
});
