import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

    const content = ['api::article.article', 'api::case.case', 'api::page-content.page-content', 'api::testimonial.testimonial', 'api::client.client', 'api::team-member.team-member', 'api::landing-page.landing-page'];
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

/** A stand-in for the one-page renderer: writes its argument and the CMS it was given, or fails for the slug 'falha'. */
function fakeLandingScript(dir) {
  const script = join(dir, 'prerender-landing.mjs');
  const marker = join(dir, 'pages.txt');
  writeFileSync(script, `import { appendFileSync } from 'node:fs';\nconst slug = process.argv[2];\nappendFileSync(${JSON.stringify(marker)}, slug + ' ' + process.env.CMS_BUILD_URL + '\\n');\nif (slug === 'falha') process.exit(3);\n`);
  return { script, pages: () => (existsSync(marker) ? readFileSync(marker, 'utf8') : '') };
}

const landing = (slug, event = 'entry.update') => ({ event, uid: 'api::landing-page.landing-page', slug });

test('a landing page change prerenders that page alone, soon and once per burst; a failed render falls back to the site build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-lp-'));
  const site = join(dir, 'site.txt');
  const fake = fakeLandingScript(dir);
  const receiver = await startRebuildWebhook({ port: 0, token: 't', command: `echo site >> ${site}`, landingScript: fake.script, cmsUrl: 'http://cms.test', debounceMs: 300, landingDebounceMs: 50, log: () => {} });
  const post = (body) => fetch(`http://127.0.0.1:${receiver.port}/rebuild`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: JSON.stringify(body) });
  try {
    const first = await post(landing('lancamento-a', 'entry.create'));
    assert.deepEqual(await first.json(), { rebuild: false, prerender: '/lp/lancamento-a' });
    await post(landing('lancamento-a'));
    await post(landing('lancamento-b', 'entry.delete'));
    await receiver.idle();
    assert.deepEqual(fake.pages().trim().split('\n').sort(), ['lancamento-a http://cms.test', 'lancamento-b http://cms.test'], 'one render per page of the burst, with the CMS to read');
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
  const receiver = await startRebuildWebhook({ port: 0, token: 't', landingScript: fake.script, cmsUrl: 'http://outro.test', landingDebounceMs: 20, paused: true, log: () => {} });
  const post = (body) => fetch(`http://127.0.0.1:${receiver.port}/rebuild`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: JSON.stringify(body) });
  try {
    assert.deepEqual(await (await post(publish('api::article.article'))).json(), { rebuild: false });
    await post(landing('pagina-nova'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(fake.pages(), '', 'nothing runs while paused');
    receiver.resume();
    await receiver.idle();
    assert.equal(fake.pages(), 'pagina-nova http://outro.test\n');
  } finally {
    await receiver.close();
  }
});
