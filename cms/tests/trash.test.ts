import { ifMatch } from '@alicerce/domain';
import { adminToken, api, bearer, editorToken, unique, validCase, type ApiEntry } from './helpers/api';
import { runSql, selectRows, storedTime } from './helpers/db-rows';
import { uploadImage } from './helpers/proof';

/**
 * The Lixeira (issue 51): a deleted document is kept 30 days with its media and its slug reserved, can be brought
 * back under its own documentId (links and history intact), and is purged once the 30 days have passed.
 */
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
});

/** An entry of the Lixeira as GET /api/trash lists it. */
type TrashEntry = { id: number; subject_id: string; label: string; slug: string | null; version: number; actor_name: string; purge_after: string };
/** A case as its editor reads it (gallery populated). */
type Case = ApiEntry & { slug: string; gallery: Array<{ id: number }> };
const read = async (documentId: string) => api().get(`/api/cases/${documentId}?unpublished=include`).set(bearer(admin));
const trash = async () => (await api().get('/api/trash?subject=case').set(bearer(editor))).body.data as TrashEntry[];

async function caseWithGallery(title: string) {
  const gallery = [await uploadImage(editor), await uploadImage(editor)];
  // Unpublished: the seed tests read every published case's images.
  const res = await api()
    .post('/api/cases')
    .set(bearer(editor))
    .send({ data: validCase({ title, gallery, is_published: false }) });
  expect(res.status).toBe(201);
  return { ...(res.body.data as Case), gallery };
}

describe('Lixeira', () => {
  it('a deleted case waits in the Lixeira with who deleted it; its slug stays reserved; restored, it comes back with its gallery, slug, documentId and history', async () => {
    const stored = await caseWithGallery('Case para a Lixeira');
    expect(
      (
        await api()
          .put(`/api/cases/${stored.documentId}`)
          .set(bearer(editor))
          .set('If-Match', ifMatch(1))
          .send({ data: { challenge: 'Desafio revisto.', is_published: false } })
      ).status,
    ).toBe(200);
    expect((await api().delete(`/api/cases/${stored.documentId}`).set(bearer(editor))).status).toBe(204);
    expect((await read(stored.documentId)).status).toBe(404);
    expect((await api().get(`/api/cases?filters[slug][$eq]=${stored.slug}`)).body.data).toEqual([]);

    const [entry] = (await trash()).filter((row) => row.subject_id === stored.documentId);
    expect(entry).toMatchObject({ label: 'Case para a Lixeira', slug: stored.slug, version: 2 });
    expect(entry.actor_name).toBeTruthy();
    expect(new Date(entry.purge_after).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    const taken = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ slug: stored.slug }) });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toMatch(/^Slug reservado por “Case para a Lixeira”, que está na Lixeira até \d{2}\/\d{2}\/\d{4}/);

    const restored = await api().post(`/api/trash/${entry.id}/restore`).set(bearer(editor)).send({});
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      documentId: stored.documentId,
      slug: stored.slug,
      title: 'Case para a Lixeira',
      challenge: 'Desafio revisto.',
      version: 3,
    });
    const back = (await read(stored.documentId)).body.data as Case;
    expect(back.gallery.map((file) => file.id)).toEqual(stored.gallery);
    expect((await trash()).some((row) => row.subject_id === stored.documentId)).toBe(false);

    const history = (await api().get(`/api/revisions/case/${stored.documentId}`).set(bearer(editor))).body.data as Array<{
      version: number;
      action: string;
    }>;
    expect(history.map((r) => [r.version, r.action])).toEqual([
      [3, 'restored'],
      [2, 'updated'],
      [1, 'created'],
    ]);
    // Saved again with the version it came back at.
    expect(
      (
        await api()
          .put(`/api/cases/${stored.documentId}`)
          .set(bearer(editor))
          .set('If-Match', ifMatch(3))
          .send({ data: { title: 'Case de volta', is_published: false } })
      ).status,
    ).toBe(200);
  });

  it('purged after 30 days, with its history; its slug is free again', async () => {
    const stored = await caseWithGallery(unique('Case esquecido'));
    const recent = await caseWithGallery(unique('Case excluído ontem'));
    for (const { documentId } of [stored, recent]) expect((await api().delete(`/api/cases/${documentId}`).set(bearer(admin))).status).toBe(204);
    const [entry] = (await trash()).filter((row) => row.subject_id === stored.documentId);
    // The clock moved 31 days: the entry's purge date is a day past.
    await runSql('update trash_entries set purge_after = ? where id = ?', [storedTime(new Date(Date.now() - 24 * 3600_000).toISOString()), entry.id]);
    for (let tries = 0; tries < 40 && (await trash()).some((row) => row.id === entry.id); tries++)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await trash()).some((row) => row.id === entry.id)).toBe(false);
    expect(await selectRows(`select id from revisions where subject_id = '${stored.documentId}'`)).toEqual([]);
    expect(
      (
        await api()
          .post('/api/cases')
          .set(bearer(admin))
          .send({ data: validCase({ slug: stored.slug }) })
      ).status,
    ).toBe(201);
    // Not purged: what is not yet 30 days old.
    expect((await trash()).some((row) => row.subject_id === recent.documentId)).toBe(true);
  });

  it('the Lixeira is for editors and admins; an unknown item is a clear 404', async () => {
    expect((await api().get('/api/trash')).status).toBe(403);
    expect((await api().post('/api/trash/999999/restore').set(bearer(admin)).send({})).status).toBe(404);
    expect((await api().get('/api/trash?subject=lead').set(bearer(admin))).status).toBe(400);
  });
});
