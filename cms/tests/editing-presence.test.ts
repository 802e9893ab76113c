import type { Response } from 'supertest';
import { randomUUID } from 'crypto';
import { EDITING_PRESENCE_MESSAGES, PRESENCE_LIVE_MS } from '@alicerce/domain';
import { adminToken, api, bearer, editorToken, registeredUserToken, validCase, ANY_VERSION } from './helpers/api';
import { runSql, storedTime } from './helpers/db-rows';

/**
 * "Who is editing" (issue 51): an open editor's heartbeat keeps a mark per tab in the database; another person's
 * heartbeat is answered with it (name, since), a take-over is told to the one taken over at their next heartbeat, a
 * release or PRESENCE_LIVE_MS without a heartbeat removes it, and the lists ask which documents are being edited.
 */
let admin: string;
let editor: string;
let editorName: string;
beforeAll(async () => {
  admin = await adminToken();
  const account = await editorToken();
  editor = account.jwt;
  editorName = account.email.split('@')[0];
});

/** A heartbeat's body. */
type Beat = Record<string, unknown>;
const tab = () => randomUUID();
const newCase = async () =>
  (
    await api()
      .post('/api/cases')
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: validCase({ title: 'Case em edição' }) })
  ).body.data.documentId as string;
const beat = (jwt: string, documentId: string, body: Beat, subject = 'case') =>
  api().put(`/api/editing/${subject}/${documentId}`).set(bearer(jwt)).send(body);
const answer = async (jwt: string, documentId: string, tabId: string, watching = false) => {
  const res = await beat(jwt, documentId, watching ? { tab: tabId, watching } : { tab: tabId });
  expect(res.status).toBe(200);
  return res.body.data as {
    since: string | null;
    marks: Array<{ name: string; since: string; sameAccount: boolean }>;
    takenOver: { name: string; at: string } | null;
  };
};
const list = (jwt: string, query: string) => api().get(`/api/editing/case${query}`).set(bearer(jwt));

describe('who is editing', () => {
  it("A's heartbeat makes a mark that B's heartbeat answers (display name and since, no e-mail); another tab of A's counts too", async () => {
    const documentId = await newCase();
    const [a, b, a2] = [tab(), tab(), tab()];
    const before = Date.now();
    expect(await answer(editor, documentId, a)).toEqual({ since: expect.any(String), marks: [], takenOver: null });

    const seen = await answer(admin, documentId, b);
    expect(seen.takenOver).toBeNull();
    expect(new Date(seen.since!).getTime()).toBeGreaterThanOrEqual(new Date(seen.marks[0]?.since).getTime());
    expect(seen.marks).toEqual([{ name: editorName, since: expect.any(String), sameAccount: false }]);
    expect(new Date(seen.marks[0].since).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(seen)).not.toContain('@');

    // A's heartbeat now answers B's mark; A's other tab sees A's first one as its own account's.
    expect((await answer(editor, documentId, a)).marks.map((m) => m.name)).toEqual(['admin']);
    const watching = await answer(editor, documentId, a2, true);
    expect(watching.since).toBeNull();
    expect(watching.marks).toEqual([
      { name: editorName, since: seen.marks[0].since, sameAccount: true },
      { name: 'admin', since: expect.any(String), sameAccount: false },
    ]);
  });

  it("a watching tab (read-only) holds no mark; after B's take-over A's next heartbeat is told by whom and when, and A's mark is gone from the answers", async () => {
    const documentId = await newCase();
    const [a, b] = [tab(), tab()];
    await answer(editor, documentId, a);
    expect((await answer(admin, documentId, b, true)).marks.map((m) => m.name)).toEqual([editorName]);
    expect((await answer(editor, documentId, a)).marks).toEqual([]);

    const taken = await api().post(`/api/editing/case/${documentId}/take-over`).set(bearer(admin)).send({ tab: b });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({ since: expect.any(String), marks: [], takenOver: null });

    const told = await answer(editor, documentId, a);
    expect(told.takenOver).toEqual({ name: 'admin', at: expect.any(String) });
    expect(Date.now() - new Date(told.takenOver!.at).getTime()).toBeLessThan(10_000);
    expect(told.marks.map((m) => m.name)).toEqual(['admin']);
    // The taken-over mark is not refreshed by A's heartbeat: B sees nobody else.
    expect((await answer(admin, documentId, b)).marks).toEqual([]);
  });

  it('a release removes the mark at once', async () => {
    const documentId = await newCase();
    const [a, b] = [tab(), tab()];
    await answer(editor, documentId, a);
    expect((await answer(admin, documentId, b, true)).marks).toHaveLength(1);
    expect((await api().delete(`/api/editing/case/${documentId}?tab=${a}`).set(bearer(editor))).status).toBe(204);
    expect((await answer(admin, documentId, b, true)).marks).toEqual([]);
  });

  it(`a mark whose last heartbeat is older than ${PRESENCE_LIVE_MS / 1000} s is no longer answered (the closed or idle tab's mark expires)`, async () => {
    const documentId = await newCase();
    const [a, b] = [tab(), tab()];
    await answer(editor, documentId, a);
    const move = (msAgo: number) =>
      runSql('update editing_marks set seen_at = ? where subject_id = ? and tab_id = ?', [
        storedTime(new Date(Date.now() - msAgo).toISOString()),
        documentId,
        a,
      ]);
    await move(PRESENCE_LIVE_MS - 10_000);
    expect((await answer(admin, documentId, b, true)).marks).toHaveLength(1);
    expect((await list(admin, `?ids=${documentId}`)).body.data[documentId]).toHaveLength(1);
    await move(PRESENCE_LIVE_MS + 1_000);
    expect((await answer(admin, documentId, b, true)).marks).toEqual([]);
    expect((await list(admin, `?ids=${documentId}`)).body.data).toEqual({});
  });

  it('the lists ask which documents other people are editing (by ids or the whole type); their own marks are not listed', async () => {
    const [edited, free] = [await newCase(), await newCase()];
    await answer(editor, edited, tab());
    const byIds = await list(admin, `?ids=${edited},${free}`);
    expect(byIds.status).toBe(200);
    expect(byIds.body.data).toEqual({ [edited]: [{ name: editorName, since: expect.any(String), sameAccount: false }] });
    expect((await list(admin, '')).body.data[edited]).toHaveLength(1);
    expect((await list(editor, `?ids=${edited}`)).body.data).toEqual({});
  });

  it('public and plain signed-in accounts get 403; site scripts are admins only', async () => {
    const documentId = await newCase();
    const user = (await registeredUserToken()).jwt;
    expect((await api().put(`/api/editing/case/${documentId}`).send({ tab: tab() })).status).toBe(403);
    expect((await api().get('/api/editing/case')).status).toBe(403);
    expect((await beat(user, documentId, { tab: tab() })).status).toBe(403);
    expect((await api().post(`/api/editing/case/${documentId}/take-over`).set(bearer(user)).send({ tab: tab() })).status).toBe(403);
    expect((await list(user, '')).status).toBe(403);

    const script = await beat(editor, 'head_scripts', { tab: tab() }, 'site_setting');
    expect({ status: script.status, message: script.body.error?.message }).toEqual({ status: 403, message: EDITING_PRESENCE_MESSAGES.adminOnly });
    expect((await beat(admin, 'head_scripts', { tab: tab() }, 'site_setting')).status).toBe(200);
  });

  it('bad input gets a pt-BR 400 and stores nothing', async () => {
    const documentId = await newCase();
    const expect400 = async (res: Response, message: string) =>
      expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
    await expect400(await beat(admin, documentId, { tab: tab() }, 'lead'), EDITING_PRESENCE_MESSAGES.subject);
    await expect400(await beat(admin, 'x'.repeat(101), { tab: tab() }), EDITING_PRESENCE_MESSAGES.documentId);
    await expect400(await beat(admin, 'doc%20id', { tab: tab() }), EDITING_PRESENCE_MESSAGES.documentId);
    await expect400(await beat(admin, documentId, {}), EDITING_PRESENCE_MESSAGES.tab);
    await expect400(await beat(admin, documentId, { tab: 'curta' }), EDITING_PRESENCE_MESSAGES.tab);
    await expect400(await beat(admin, documentId, { tab: 'a'.repeat(65) }), EDITING_PRESENCE_MESSAGES.tab);
    await expect400(await beat(admin, documentId, { tab: 12345678 }), EDITING_PRESENCE_MESSAGES.tab);
    await expect400(await api().delete(`/api/editing/case/${documentId}`).set(bearer(admin)), EDITING_PRESENCE_MESSAGES.tab);
    await expect400(
      await api().post(`/api/editing/case/${documentId}/take-over`).set(bearer(admin)).send({ tab: '<script>' }),
      EDITING_PRESENCE_MESSAGES.tab,
    );
    await expect400(await list(admin, `?ids=${Array.from({ length: 101 }, (_, i) => `d${i}`).join(',')}`), EDITING_PRESENCE_MESSAGES.ids);
    await expect400(await list(admin, '?ids=a;b'), EDITING_PRESENCE_MESSAGES.ids);
    await expect400(await list(admin, '?ids=a&ids=b'), EDITING_PRESENCE_MESSAGES.ids);
    // Nothing was marked by the refused heartbeats.
    expect((await list(editor, `?ids=${documentId}`)).body.data).toEqual({});
  });
});
