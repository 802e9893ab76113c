// The rebuild decision of `npm start` / rebuild:site: the hash of what the prerender reads from the CMS.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import test from 'node:test';

import { cmsContentHash } from '../lib/steps.mjs';

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** A CMS stand-in that pages its lists as Strapi does (pageSize at most 100, meta.pagination). */
function fakeCms(lists) {
  return createServer((req, res) => {
    const url = new URL(req.url, 'http://cms');
    const rows = lists[url.pathname] ?? [];
    const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]')) || 25, 100);
    const page = Number(url.searchParams.get('pagination[page]')) || 1;
    const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: rows.slice((page - 1) * pageSize, page * pageSize),
        meta: { pagination: { page, pageSize, pageCount, total: rows.length } },
      }),
    );
  });
}

test('an edit to the 130th article changes the hash (every page of the list is read)', async () => {
  const articles = Array.from({ length: 130 }, (_, i) => ({ slug: `artigo-${i + 1}`, title: `Artigo ${i + 1}` }));
  const cms = fakeCms({ '/api/articles': articles });
  const port = await listen(cms);
  try {
    const before = await cmsContentHash(`http://127.0.0.1:${port}`);
    articles[129].title = 'Artigo 130, revisado';
    assert.notEqual(await cmsContentHash(`http://127.0.0.1:${port}`), before);
  } finally {
    cms.close();
  }
});

test('a testimonial, a client logo or a team member published after the build changes the hash', async () => {
  const lists = { '/api/testimonials': [], '/api/clients': [], '/api/team-members': [] };
  const cms = fakeCms(lists);
  const port = await listen(cms);
  try {
    for (const path of Object.keys(lists)) {
      const before = await cmsContentHash(`http://127.0.0.1:${port}`);
      lists[path].push({ documentId: `novo-${path}`, updatedAt: '2026-11-25T10:00:00.000Z' });
      assert.notEqual(await cmsContentHash(`http://127.0.0.1:${port}`), before, path);
    }
  } finally {
    cms.close();
  }
});

test('a landing page published after the build changes the hash, and so does unpublishing it (its /lp/ files are built or dropped)', async () => {
  const lists = { '/api/landing-pages': [] };
  const cms = fakeCms(lists);
  const port = await listen(cms);
  try {
    const before = await cmsContentHash(`http://127.0.0.1:${port}`);
    lists['/api/landing-pages'].push({ documentId: 'lp1', slug: 'lancamento-novo', is_published: true });
    const published = await cmsContentHash(`http://127.0.0.1:${port}`);
    assert.notEqual(published, before, 'published');
    lists['/api/landing-pages'].pop(); // the public list holds published pages only
    assert.equal(await cmsContentHash(`http://127.0.0.1:${port}`), before, 'unpublished');
  } finally {
    cms.close();
  }
});
