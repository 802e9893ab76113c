import { adminToken, api, bearer, clientIp, registeredUserToken, type AuditEntry } from './helpers/api';

/**
 * 'Sessões' (issue 53): every sign-in is a session the account can see (browser and system, address, first and last
 * seen) and end; ending one takes effect at its next request (access token refused, refresh token revoked). Admins
 * see and end another person's sessions from Equipe, audited.
 */
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Listed = { id: string; browser: string; os: string; ip: string; firstSeen: string; lastSeen: string; current: boolean };
type Tokens = { jwt: string; refreshToken: string; ip: string };

const signIn = async (email: string, userAgent: string, password = 'senha-segura-1'): Promise<Tokens> => {
  const ip = clientIp();
  const res = await api().post('/api/auth/local').set('User-Agent', userAgent).set('X-Forwarded-For', ip).send({ identifier: email, password });
  expect(res.status).toBe(200);
  return { jwt: res.body.jwt, refreshToken: res.body.refreshToken, ip };
};
/** The list as the browser of `ip` asks for it (a request from elsewhere would be that session's new address). */
const mine = async (jwt: string, ip?: string) => {
  const res = await api()
    .get('/api/account/sessions')
    .set(bearer(jwt))
    .set(ip ? { 'X-Forwarded-For': ip } : {});
  expect(res.status).toBe(200);
  return res.body.data as Listed[];
};
const me = (jwt: string) => api().get('/api/users/me').set(bearer(jwt));
const refresh = (refreshToken: string) => api().post('/api/auth/refresh').send({ refreshToken });

describe('an account’s sessions', () => {
  it('lists each sign-in with its browser, system and address, marking the current one', async () => {
    const user = await registeredUserToken();
    const desktop = await signIn(user.email, CHROME_WINDOWS);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const listed = await mine(desktop.jwt, desktop.ip);
    // The session sign-up opened is listed too; the two sign-ins are found by their address.
    const fromDesktop = listed.find((s) => s.ip === desktop.ip);
    const fromPhone = listed.find((s) => s.ip === phone.ip);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ip: desktop.ip, browser: 'Chrome 131', os: 'Windows', current: true }),
        expect.objectContaining({ ip: phone.ip, browser: 'Safari 17', os: 'iOS', current: false }),
      ]),
    );
    expect(fromDesktop).toMatchObject({ browser: 'Chrome 131', os: 'Windows', current: true });
    expect(fromPhone).toMatchObject({ browser: 'Safari 17', os: 'iOS', current: false });
    expect(listed[0]).toBe(fromDesktop);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    for (const session of [fromDesktop!, fromPhone!]) {
      expect(Date.now() - Date.parse(session.firstSeen)).toBeLessThan(60_000);
      expect(Date.parse(session.lastSeen)).toBeGreaterThanOrEqual(Date.parse(session.firstSeen));
    }
    expect((await mine(phone.jwt, phone.ip)).find((s) => s.current)?.id).toBe(fromPhone!.id);
    expect(JSON.stringify(listed)).not.toMatch(/refresh|jwt|token/i);
  });

  it('keeps one entry per browser across refreshes, its last seen and address moving on', async () => {
    const user = await registeredUserToken();
    const desktop = await signIn(user.email, FIREFOX_LINUX);
    const before = (await mine(desktop.jwt, desktop.ip)).find((s) => s.current)!;
    await new Promise((r) => setTimeout(r, 20));
    const ip = clientIp();
    const renewed = await api().post('/api/auth/refresh').set('X-Forwarded-For', ip).send({ refreshToken: desktop.refreshToken });
    expect(renewed.status).toBe(200);
    const after = await mine(renewed.body.jwt, ip);
    const current = after.find((s) => s.current)!;
    expect(current).toMatchObject({ id: before.id, browser: 'Firefox 133', os: 'Linux', ip, firstSeen: before.firstSeen });
    expect(Date.parse(current.lastSeen)).toBeGreaterThan(Date.parse(before.lastSeen));
    expect(after.filter((s) => s.id === before.id)).toHaveLength(1);
  });

  it('ends one session: its next request is a 401 and its refresh token is refused; the other goes on', async () => {
    const user = await registeredUserToken();
    const desktop = await signIn(user.email, CHROME_WINDOWS);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    // The phone's token was refreshed once: the older access token must be refused too.
    const older = phone.jwt;
    const renewed = (await refresh(phone.refreshToken)).body as { jwt: string; refreshToken: string };
    const phoneId = (await mine(renewed.jwt)).find((s) => s.current)!.id;

    const ended = await api().delete(`/api/account/sessions/${phoneId}`).set(bearer(desktop.jwt));
    expect(ended.status).toBe(200);
    expect((await me(renewed.jwt)).status).toBe(401);
    expect((await me(older)).status).toBe(401);
    expect((await refresh(renewed.refreshToken)).status).toBe(401);
    expect((await me(desktop.jwt)).status).toBe(200);
    expect((await mine(desktop.jwt)).map((s) => s.id)).not.toContain(phoneId);
    // Ending it again, or a session that is not there, is a 404 in pt-BR.
    const again = await api().delete(`/api/account/sessions/${phoneId}`).set(bearer(desktop.jwt));
    expect({ status: again.status, message: again.body.error?.message }).toEqual({ status: 404, message: 'Sessão não encontrada.' });
    expect((await api().delete('/api/account/sessions/nada%20disso').set(bearer(desktop.jwt))).status).toBe(404);
  });

  it('cannot end another account’s session through its own list', async () => {
    const owner = await registeredUserToken();
    const other = await registeredUserToken();
    const ownerSession = await signIn(owner.email, CHROME_WINDOWS);
    const otherSession = await signIn(other.email, CHROME_WINDOWS);
    const ownerId = (await mine(ownerSession.jwt)).find((s) => s.current)!.id;
    expect((await api().delete(`/api/account/sessions/${ownerId}`).set(bearer(otherSession.jwt))).status).toBe(404);
    expect((await me(ownerSession.jwt)).status).toBe(200);
  });

  it('‘Encerrar todas as outras’ ends every other session and keeps this one', async () => {
    const user = await registeredUserToken();
    const keep = await signIn(user.email, CHROME_WINDOWS);
    const others = [await signIn(user.email, SAFARI_IPHONE), await signIn(user.email, FIREFOX_LINUX)];
    const res = await api().post('/api/account/sessions/end-others').set(bearer(keep.jwt));
    expect(res.status).toBe(200);
    expect(res.body.data.ended).toBeGreaterThanOrEqual(2);
    for (const other of others) {
      expect((await me(other.jwt)).status).toBe(401);
      expect((await refresh(other.refreshToken)).status).toBe(401);
    }
    expect((await me(keep.jwt)).status).toBe(200);
    expect((await mine(keep.jwt)).map((s) => s.current)).toEqual([true]);
  });

  it('a password change ends the other sessions; this browser’s entry goes on (its first seen kept)', async () => {
    const user = await registeredUserToken();
    const keep = await signIn(user.email, CHROME_WINDOWS);
    const other = await signIn(user.email, SAFARI_IPHONE);
    const before = (await mine(keep.jwt)).find((s) => s.current)!;
    const changed = await api()
      .post('/api/auth/change-password')
      .set(bearer(keep.jwt))
      .set('User-Agent', CHROME_WINDOWS)
      .send({ currentPassword: 'senha-segura-1', password: 'outra-senha-9', passwordConfirmation: 'outra-senha-9' });
    expect(changed.status).toBe(200);
    expect((await me(other.jwt)).status).toBe(401);
    const after = await mine(changed.body.jwt);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ firstSeen: before.firstSeen, current: true, browser: 'Chrome 131', os: 'Windows' });
  });

  it('needs a signed-in account', async () => {
    expect((await api().get('/api/account/sessions')).status).toBe(403);
    expect((await api().post('/api/account/sessions/end-others')).status).toBe(403);
  });
});

describe('another person’s sessions (Equipe)', () => {
  it('a non-admin can neither list nor end them', async () => {
    const owner = await registeredUserToken();
    const ownerSession = await signIn(owner.email, CHROME_WINDOWS);
    const ownerId = (await mine(ownerSession.jwt)).find((s) => s.current)!.id;
    const intruder = await registeredUserToken();
    const path = `/api/team/members/${owner.id}/sessions`;
    expect((await api().get(path).set(bearer(intruder.jwt))).status).toBe(403);
    expect((await api().delete(`${path}/${ownerId}`).set(bearer(intruder.jwt))).status).toBe(403);
    expect((await api().post(`${path}/end-all`).set(bearer(intruder.jwt))).status).toBe(403);
    expect((await me(ownerSession.jwt)).status).toBe(200);
  });

  it('an admin lists them, ends one and then all, each audited', async () => {
    const admin = await adminToken();
    const owner = await registeredUserToken();
    const desktop = await signIn(owner.email, CHROME_WINDOWS);
    const phone = await signIn(owner.email, SAFARI_IPHONE);
    const path = `/api/team/members/${owner.id}/sessions`;
    const listed = (await api().get(path).set(bearer(admin))).body.data as Listed[];
    const phoneEntry = listed.find((s) => s.ip === phone.ip)!;
    expect(phoneEntry).toMatchObject({ browser: 'Safari 17', os: 'iOS', current: false });
    expect(listed.some((s) => s.current)).toBe(false);

    expect((await api().delete(`${path}/${phoneEntry.id}`).set(bearer(admin))).status).toBe(200);
    expect((await me(phone.jwt)).status).toBe(401);
    expect((await me(desktop.jwt)).status).toBe(200);

    const all = await api().post(`${path}/end-all`).set(bearer(admin));
    expect(all.status).toBe(200);
    expect((await me(desktop.jwt)).status).toBe(401);
    expect((await refresh(desktop.refreshToken)).status).toBe(401);
    expect((await api().get(path).set(bearer(admin))).body.data).toEqual([]);

    const entries = (
      await api().get(`/api/audit-entries?filters[subject_id][$eq]=${owner.id}&filters[subject_type][$eq]=session&sort=id:asc`).set(bearer(admin))
    ).body.data as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['session_ended', 'session_ended']);
    expect(entries[0].label).toContain('Safari 17 · iOS');
    expect(entries[1].label).toContain('todas as sessões');
    expect((await api().get('/api/team/members/99999999/sessions').set(bearer(admin))).status).toBe(404);
  });
});
