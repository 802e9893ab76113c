import { ifMatch, LANDING_STARTER_TEMPLATE, MEDIA_MESSAGES, type MediaLibraryList } from '@alicerce/domain';
import { adminToken, api, bearer, editorToken, unique, validCase, type ApiEntry } from './helpers/api';
import sharp from 'sharp';
import { panelAdminToken } from './helpers/panel-admin';
import { photo } from './helpers/photo';

/**
 * 'Mídia' (issue 55): a file in use is never deleted — through the content API (an admin too), whatever holds the
 * reference (a media field, an address kept as text, a landing page's block, an article's body, an older version, the
 * Lixeira) — and the refusal names every place; an unused file is deleted; the list says where each file is used and
 * the bulk removal takes unused files only, all or none.
 */
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
});

type Uploaded = { id: number; name: string; url: string; formats: Record<string, { url: string }> };
async function upload(name = unique('midia')): Promise<Uploaded> {
  const res = await api()
    .post('/api/upload')
    .set(bearer(editor))
    .attach('files', await photo(), { filename: `${name}.jpg`, contentType: 'image/jpeg' });
  expect(res.status).toBe(201);
  return res.body[0];
}
const remove = (file: { id: number }, jwt = admin) => api().delete(`/api/upload/files/${file.id}`).set(bearer(jwt));
const stillThere = async (file: { id: number }) => (await api().get(`/api/upload/files/${file.id}`).set(bearer(admin))).status === 200;

/** A case nobody sees (unpublished: no published content is left behind). */
async function draftCase(fields: Record<string, unknown>) {
  const title = unique('Case da mídia');
  const res = await api()
    .post('/api/cases')
    .set(bearer(editor))
    .send({ data: validCase({ title, is_published: false, ...fields }) });
  expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
  return res.body.data as ApiEntry & { title: string };
}
async function draftLandingPage(image: number) {
  const title = unique('Landing da mídia');
  const blocks = LANDING_STARTER_TEMPLATE.blocks.map((block) =>
    block.type === 'gallery' ? { ...block, images: [{ image, alt: 'Fachada do prédio' }] } : block,
  );
  const res = await api()
    .post('/api/landing-pages')
    .set(bearer(editor))
    .send({ data: { ...LANDING_STARTER_TEMPLATE, title, slug: unique('lp-midia').toLowerCase(), blocks, is_published: false } });
  expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
  return res.body.data as ApiEntry & { title: string };
}
const list = async (query: string, jwt = editor) => {
  const res = await api().get(`/api/media-library/files?${query}`).set(bearer(jwt));
  expect(res.status).toBe(200);
  return res.body as MediaLibraryList;
};

describe('a file in use is never deleted', () => {
  it('used by a case and a landing page: the REST delete is refused to an admin with both places named, and the file stays', async () => {
    const file = await upload();
    const used = await draftCase({ image: file.id });
    const page = await draftLandingPage(file.id);

    const res = await remove(file);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(MEDIA_MESSAGES.inUse);
    expect(res.body.error.message).toContain(`Case “${used.title}”`);
    expect(res.body.error.message).toContain(`Landing page “${page.title}”`);
    expect(res.body.error.details.places).toEqual(
      expect.arrayContaining([
        { kind: 'content', type: 'Case', title: used.title, path: `/admin/dashboard/cases/${used.documentId}` },
        { kind: 'content', type: 'Landing page', title: page.title, path: `/admin/dashboard/landing-pages/${page.documentId}` },
      ]),
    );
    expect((await remove(file, editor)).status).toBe(400);
    expect(await stillThere(file)).toBe(true);
  });

  it('named only by address — a case’s image_url, chart_url (a resized copy) and gallery_images, an article’s body — is refused too', async () => {
    const [main, chart, gallery, body, cover] = [await upload(), await upload(), await upload(), await upload(), await upload()];
    const used = await draftCase({
      image_url: `https://cms.alicerce.example${main.url}`,
      chart_url: chart.formats.thumbnail.url,
      gallery_images: [gallery.url],
    });
    const article = await api()
      .post('/api/articles')
      .set(bearer(admin))
      .send({
        data: {
          title: unique('Artigo da mídia'),
          slug: unique('artigo-midia').toLowerCase(),
          excerpt: 'Resumo.',
          category: 'SEO',
          cover: cover.id,
          cover_alt: 'Capa',
          body: `## Obra\n\nVeja a [planta](${body.url}).`,
          publication: 'rascunho',
        },
      });
    expect({ status: article.status, error: article.body.error }).toEqual({ status: 201, error: undefined });
    for (const file of [main, chart, gallery]) {
      const res = await remove(file);
      expect([res.status, res.body.error?.message]).toEqual([400, expect.stringContaining(`Case “${used.title}”`)]);
    }
    const res = await remove(body);
    expect([res.status, res.body.error?.message]).toEqual([400, expect.stringContaining(`Artigo “${article.body.data.title}”`)]);
    expect((await api().delete(`/api/articles/${article.body.data.documentId}`).set(bearer(admin))).status).toBe(204);
  });

  it('needed by an older version of a case, or by a case in the Lixeira, it is refused with that place', async () => {
    const [old, trashed] = [await upload(), await upload()];
    const edited = await draftCase({ gallery: [old.id] });
    const saved = await api()
      .put(`/api/cases/${edited.documentId}`)
      .set(bearer(editor))
      .set('If-Match', ifMatch(1))
      .send({ data: { gallery: [] } });
    expect(saved.status).toBe(200);
    const refused = await remove(old);
    expect([refused.status, refused.body.error?.message]).toEqual([400, expect.stringContaining(`Versão anterior de Case “${edited.title}”`)]);

    const deleted = await draftCase({ image: trashed.id });
    expect((await api().delete(`/api/cases/${deleted.documentId}`).set(bearer(editor))).status).toBe(204);
    const res = await remove(trashed);
    expect([res.status, res.body.error?.message]).toEqual([400, expect.stringContaining(`Lixeira: Case “${deleted.title}”`)]);
    expect(res.body.error.details.places).toEqual([expect.objectContaining({ kind: 'trash', path: '/admin/dashboard/lixeira' })]);
  });

  it("the Strapi panel's deletes (one file, several) are refused the same way", async () => {
    const file = await upload();
    const used = await draftCase({ image: file.id });
    const panel = await panelAdminToken();
    const one = await api().delete(`/upload/files/${file.id}`).set(bearer(panel));
    expect([one.status, one.body.error?.message]).toEqual([400, expect.stringContaining(`Case “${used.title}”`)]);
    const many = await api()
      .post('/upload/actions/bulk-delete')
      .set(bearer(panel))
      .send({ fileIds: [file.id], folderIds: [] });
    expect([many.status, many.body.error?.message]).toEqual([400, expect.stringContaining(`Case “${used.title}”`)]);
    expect(await stillThere(file)).toBe(true);
  });

  it('an unused file is deleted', async () => {
    const file = await upload();
    expect((await remove(file, editor)).status).toBe(200);
    expect(await stillThere(file)).toBe(false);
  });
});

describe('replacing a file', () => {
  it('keeps its id and URL, so every reference (an id, an address) shows the new picture; it stays in use', async () => {
    const file = await upload();
    const used = await draftCase({ image_url: file.url, chart: file.id });
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b4530f' } })
      .jpeg()
      .toBuffer();
    const res = await api()
      .post(`/api/upload?id=${file.id}`)
      .set(bearer(editor))
      .attach('files', wide, { filename: 'nova-fachada.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: file.id, url: file.url, width: 1600, height: 900 });
    const served = await api().get(file.url).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(1600);
    const stored = await api().get(`/api/cases/${used.documentId}?unpublished=include`).set(bearer(editor));
    expect(stored.body.data.chart).toMatchObject({ id: file.id, url: expect.stringContaining(file.url) });
    expect(stored.body.data.image_url).toContain(file.url);
    expect((await remove(file)).status).toBe(400);
  });
});

describe("'Mídia'", () => {
  it('lists files with where each is used, searches by name and filters the unused, those without alt text and the too large', async () => {
    const name = unique('busca-midia');
    const [used, unused] = [await upload(`${name}-usado`), await upload(`${name}-livre`)];
    const usedBy = await draftCase({ image: used.id });
    await api()
      .post(`/api/upload?id=${used.id}`)
      .set(bearer(editor))
      .send({ fileInfo: { alternativeText: 'Fachada do residencial' } })
      .expect(200);

    const found = await list(`q=${name.toUpperCase()}`);
    expect(found.data.map((file) => file.name).sort()).toEqual([`${name}-livre.jpg`, `${name}-usado.jpg`]);
    expect(found.data.find((file) => file.id === used.id)).toMatchObject({
      width: 1200,
      height: 800,
      alternativeText: 'Fachada do residencial',
      places: [{ kind: 'content', type: 'Case', title: usedBy.title, path: `/admin/dashboard/cases/${usedBy.documentId}` }],
    });
    expect(found.data.find((file) => file.id === unused.id)?.places).toEqual([]);
    expect(found.meta.storage.files).toBeGreaterThanOrEqual(2);
    expect(found.meta.storage.kilobytes).toBeGreaterThan(0);

    expect((await list(`q=${name}&filter=unused`)).data.map((file) => file.id)).toEqual([unused.id]);
    expect((await list(`q=${name}&filter=no-alt`)).data.map((file) => file.id)).toEqual([unused.id]);
    expect((await list(`q=${name}&filter=too-large`)).data).toEqual([]);
    const paged = await list(`q=${name}&pageSize=1&page=2`, admin);
    expect(paged.meta.pagination).toEqual({ page: 2, pageSize: 1, total: 2, pageCount: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it('a bad query is a 400 in pt-BR; the public and a plain account are refused', async () => {
    for (const query of ['pageSize=1000', 'filter=tudo', 'page=0']) {
      const res = await api().get(`/api/media-library/files?${query}`).set(bearer(editor));
      expect([res.status, res.body.error?.message]).toEqual([400, MEDIA_MESSAGES.query]);
    }
    expect((await api().get('/api/media-library/files')).status).toBe(403);
  });

  it('the bulk removal takes unused files only, all or none', async () => {
    const [a, b, used] = [await upload(), await upload(), await upload()];
    const usedBy = await draftCase({ chart: used.id });
    const refused = await api()
      .post('/api/media-library/bulk-delete')
      .set(bearer(editor))
      .send({ ids: [a.id, used.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(MEDIA_MESSAGES.someInUse);
    expect(refused.body.error.message).toContain(`Case “${usedBy.title}”`);
    expect([await stillThere(a), await stillThere(used)]).toEqual([true, true]);

    for (const ids of [[], 'x', Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const res = await api().post('/api/media-library/bulk-delete').set(bearer(editor)).send({ ids });
      expect([res.status, res.body.error?.message]).toEqual([400, MEDIA_MESSAGES.ids]);
    }
    const removed = await api()
      .post('/api/media-library/bulk-delete')
      .set(bearer(editor))
      .send({ ids: [a.id, b.id] });
    expect([removed.status, removed.body.data]).toEqual([200, { removed: 2 }]);
    expect([await stillThere(a), await stillThere(b)]).toEqual([false, false]);
    // One audit entry per file removed, named by the file (issue 57).
    for (const file of [a, b]) {
      const entries = (
        await api().get(`/api/audit-entries?filters[subject_type][$eq]=media_file&filters[subject_id][$eq]=${file.id}`).set(bearer(admin))
      ).body.data;
      expect(entries).toEqual([expect.objectContaining({ action: 'deleted', subject_type: 'media_file', label: file.name })]);
    }
  });
});
