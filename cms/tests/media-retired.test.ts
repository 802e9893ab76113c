import { ifMatch, MEDIA_MESSAGES, type MediaLibraryList } from '@alicerce/domain';
import { api, bearer, editorToken, unique, validCase, type ApiEntry } from './helpers/api';
import { runSql, storedTime } from './helpers/db-rows';
import { photo } from './helpers/photo';

/**
 * 'Excluir' in 'Mídia' (issue 55) of a file taken out of every page: deleted when nothing names it; retired when older
 * versions or the Lixeira still do — gone from the library and the pickers, its bytes kept for them, back in the library
 * when a restore uses it again, and deleted by the daily purge once no version names it (media/retired-files.ts).
 */
let editor: string;
beforeAll(async () => {
  editor = (await editorToken()).jwt;
});

type Uploaded = { id: number; name: string; url: string };
async function upload(): Promise<Uploaded> {
  const res = await api()
    .post('/api/upload')
    .set(bearer(editor))
    .attach('files', await photo(), { filename: `${unique('retirada')}.jpg`, contentType: 'image/jpeg' });
  expect(res.status).toBe(201);
  return res.body[0];
}
const draftCase = async (fields: Record<string, unknown>) => {
  const res = await api()
    .post('/api/cases')
    .set(bearer(editor))
    .send({ data: validCase({ title: unique('Case da retirada'), is_published: false, ...fields }) });
  expect(res.status).toBe(201);
  return res.body.data as ApiEntry & { title: string };
};
const excluir = (file: { id: number }, jwt: string | null = editor) => {
  const req = api().post(`/api/media-library/files/${file.id}/delete`);
  return jwt ? req.set(bearer(jwt)) : req;
};
const listed = async (file: Uploaded) => {
  const res = await api()
    .get(`/api/media-library/files?q=${encodeURIComponent(file.name)}`)
    .set(bearer(editor));
  return (res.body as MediaLibraryList).data.some((row) => row.id === file.id);
};
const inPicker = async (file: Uploaded) => {
  const res = await api()
    .get(`/api/upload/files/page?filters[name][$eq]=${encodeURIComponent(file.name)}`)
    .set(bearer(editor));
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ id: number }>).some((row) => row.id === file.id);
};
const bytesThere = async (file: Uploaded) => (await api().get(file.url)).status === 200;
const waitFor = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 40 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 250));
  return check();
};

describe("'Excluir' of a file no page uses", () => {
  it('nothing names it: deleted', async () => {
    const file = await upload();
    const res = await excluir(file);
    expect(res.body.data).toEqual({ deleted: true, retired: false, keptFor: [] });
    expect((await api().get(`/api/upload/files/${file.id}`).set(bearer(editor))).status).toBe(404);
  });

  it('a page uses it: refused, naming the page, nothing changes; the public cannot ask', async () => {
    const file = await upload();
    const used = await draftCase({ image: file.id });
    const res = await excluir(file);
    expect([res.status, res.body.error.message]).toEqual([400, expect.stringContaining(`Case “${used.title}”`)]);
    expect(await listed(file)).toBe(true);
    expect((await excluir(file, null)).status).toBe(403);
    expect((await excluir({ id: 987654321 })).body.error.message).toBe(MEDIA_MESSAGES.notFound);
  });

  it('only an older version uses it: retired — out of Mídia and the pickers, the picture kept; a restore brings it back', async () => {
    const file = await upload();
    const item = await draftCase({ gallery: [file.id] });
    const saved = await api()
      .put(`/api/cases/${item.documentId}`)
      .set(bearer(editor))
      .set('If-Match', ifMatch(1))
      .send({ data: { gallery: [] } });
    expect(saved.status).toBe(200);

    const res = await excluir(file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deleted: false, retired: true, keptFor: [expect.objectContaining({ kind: 'revision' })] });
    expect(await listed(file)).toBe(false);
    expect(await inPicker(file)).toBe(false);
    expect(await bytesThere(file)).toBe(true);

    const history = (await api().get(`/api/revisions/case/${item.documentId}`).set(bearer(editor))).body.data as Array<{
      id: number;
      version: number;
    }>;
    const first = history.find((revision) => revision.version === 1)!;
    const restored = await api()
      .post(`/api/revisions/case/${item.documentId}/${first.id}/restore`)
      .set(bearer(editor))
      .set('If-Match', ifMatch(2))
      .send({});
    expect(restored.status).toBe(200);
    expect(restored.body.meta.missingFiles).toEqual([]);
    expect(restored.body.data.gallery.map((g: { id: number }) => g.id)).toEqual([file.id]);
    expect(await listed(file)).toBe(true);
    expect(await inPicker(file)).toBe(true);
    expect((await api().delete(`/api/cases/${item.documentId}`).set(bearer(editor))).status).toBe(204);
  });

  it('once the last version naming it is gone (a Lixeira entry purged), the daily purge deletes it', async () => {
    const file = await upload();
    const item = await draftCase({ image: file.id });
    expect((await api().delete(`/api/cases/${item.documentId}`).set(bearer(editor))).status).toBe(204);
    const res = await excluir(file);
    expect(res.body.data).toMatchObject({ retired: true, keptFor: [expect.objectContaining({ kind: 'trash' })] });
    // Kept while the Lixeira keeps the case …
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await bytesThere(file)).toBe(true);
    // … the clock moves 31 days: the entry (and the case's history) is purged, then the file.
    await runSql('update trash_entries set purge_after = ? where subject_id = ?', [
      storedTime(new Date(Date.now() - 24 * 3600_000).toISOString()),
      item.documentId,
    ]);
    expect(await waitFor(async () => (await api().get(`/api/upload/files/${file.id}`).set(bearer(editor))).status === 404)).toBe(true);
    expect(await bytesThere(file)).toBe(false);
  });
});
