import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';

import { startRebuildWebhook } from '../rebuild-webhook.mjs';

const publish = (uid, event = 'entry.publish') => ({ event, model: uid.split('.').pop(), uid, entry: { id: 1 } });

test('the rebuild webhook runs one build for a burst of content events, none for others or without the token', async () => {
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

    const ignored = await post(publish('api::lead.lead', 'entry.create'));
    assert.deepEqual([ignored.status, await ignored.json()], [202, { rebuild: false }]);
    await receiver.idle();
    assert.equal(existsSync(marker), false, 'a new lead is not content of the pages');

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
