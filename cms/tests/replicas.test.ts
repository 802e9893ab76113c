import fs from 'fs';
import os from 'os';
import path from 'path';
import request from 'supertest';
import { validCase, validLead } from './helpers/api';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';
import { postFrom } from './helpers/from-address';
import { startRedis, type RunningRedis } from './helpers/redis-server';

/**
 * Two CMS replicas, as in production behind nginx: one database (here one SQLite file), one real redis-server
 * started for this file (REDIS_URL), the shipped limits (no rate-limit setting). A client spreading its
 * attempts over both replicas gets no more of them than it would from one.
 */
let redis: RunningRedis;
let dir: string;
let replicas: [RunningCms, RunningCms];
beforeAll(async () => {
  redis = await startRedis();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replicas-'));
  const env = {
    NODE_ENV: 'production',
    SEED: 'false',
    ...strongSecrets(),
    PANEL_ADMIN_EMAIL: 'painel@alicerce.example',
    PANEL_ADMIN_PASSWORD: 'Painel-de-Producao-2026',
    REDIS_URL: redis.url,
  };
  // One after the other: the first creates the tables the second finds.
  const a = await startRunningCms(env, path.join(dir, 'cms.db'));
  const b = await startRunningCms(env, path.join(dir, 'cms.db'));
  replicas = [a, b];
}, 300_000);
afterAll(async () => {
  await Promise.all((replicas ?? []).map((cms) => cms.stop()));
  await redis?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
const email = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++serial}@teste.example`;
/** Request `i` goes to replica A when even, B when odd: what nginx's round robin does. */
const replica = (i: number) => replicas[i % 2];
const signIn = (i: number, ip: string) =>
  request(replica(i).url)
    .post('/api/auth/local')
    .set('X-Forwarded-For', ip)
    .send({ identifier: email('chute'), password: `chute-${i}` });
const lead = (i: number, ip: string) =>
  request(replica(i).url)
    .post('/api/leads')
    .set('X-Forwarded-For', ip)
    .send({ data: validLead({ email: email('lead') }) });

describe('rate limits count in Redis, across replicas', () => {
  it('sign-in: 10 failed attempts spread over A and B, then 429 on both, with Retry-After', async () => {
    const ip = '198.51.100.21';
    for (let i = 0; i < 10; i++) expect({ attempt: i + 1, status: (await signIn(i, ip)).status }).toEqual({ attempt: i + 1, status: 400 });
    for (const i of [10, 11]) {
      const refused = await signIn(i, ip);
      expect({ replica: i % 2 ? 'B' : 'A', status: refused.status }).toEqual({ replica: i % 2 ? 'B' : 'A', status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('per-account slowdown: 5 wrong passwords for one identifier over A and B from 5 addresses, then both make it wait, longer each time', async () => {
    const identifier = email('conta');
    const wrong = (i: number, ip: string) =>
      request(replica(i).url)
        .post('/api/auth/local')
        .set('X-Forwarded-For', ip)
        .send({ identifier, password: `chute-${i}` });
    for (let i = 0; i < 5; i++)
      expect({ attempt: i + 1, status: (await wrong(i, `198.51.100.${40 + i}`)).status }).toEqual({ attempt: i + 1, status: 400 });
    const [onA, onB] = [await wrong(0, '198.51.100.50'), await wrong(1, '198.51.100.51')];
    expect([onA.status, onA.headers['retry-after'], onB.status, onB.headers['retry-after']]).toEqual([429, '1', 429, '1']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await wrong(0, '198.51.100.52')).status).toBe(400); // the 6th failure, through A: the next wait is 2 s
    const slowerOnB = await wrong(1, '198.51.100.53');
    expect([slowerOnB.status, slowerOnB.headers['retry-after']]).toEqual([429, '2']);
  });

  it('leads: 10 from one client over A and B, the 11th refused in pt-BR; another client still sends', async () => {
    const ip = '198.51.100.22';
    for (let i = 0; i < 10; i++) expect({ lead: i + 1, status: (await lead(i, ip)).status }).toEqual({ lead: i + 1, status: 201 });
    const refused = await lead(10, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lead(11, '198.51.100.23')).status).toBe(201);
  });

  it("a caller on the replicas' ports itself, with a new X-Forwarded-For each time, is one client: 429 at attempt 11", async () => {
    // 127.0.0.2 is loopback but not a trusted proxy (TRUSTED_PROXIES defaults to 127.0.0.1, ::1).
    const attempt = (i: number) =>
      postFrom(
        '127.0.0.2',
        `${replica(i).url}/api/auth/local`,
        { identifier: email('chute'), password: 'x' },
        { 'X-Forwarded-For': `203.0.113.${i + 1}` },
      );
    for (let i = 0; i < 10; i++) expect({ attempt: i + 1, status: (await attempt(i)).status }).toEqual({ attempt: i + 1, status: 400 });
    expect((await attempt(10)).status).toBe(429);
    expect((await attempt(11)).status).toBe(429);
  });
});

describe("public read cache: a write on one replica empties every replica's copy", () => {
  const [A, B] = [0, 1];
  const list = '/api/cases?pagination[pageSize]=100';
  const slugsOn = async (i: number) => ((await request(replica(i).url).get(list)).body.data as Array<{ slug: string }>).map((c) => c.slug);
  /** Reads `list` on B every 50 ms for up to 1 s, until `seen` holds; the slugs of the last read. */
  async function withinOneSecond(seen: (slugs: string[]) => boolean) {
    const deadline = Date.now() + 1_000;
    let slugs = await slugsOn(B);
    while (!seen(slugs) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      slugs = await slugsOn(B);
    }
    return slugs;
  }

  it('a case created through A, then unpublished through A, is seen so through B within 1 s', async () => {
    await slugsOn(B);
    expect((await request(replica(B).url).get(list)).headers['x-cache']).toBe('HIT'); // B answers from memory

    const created = validCase();
    await replica(A).createDocuments('api::case.case', [created]);
    expect(await withinOneSecond((slugs) => slugs.includes(created.slug))).toContain(created.slug);

    const [{ documentId }] = (await request(replica(A).url).get(`/api/cases?filters[slug][$eq]=${created.slug}`)).body.data;
    await replica(A).updateDocument('api::case.case', documentId, { is_published: false });
    expect(await withinOneSecond((slugs) => !slugs.includes(created.slug))).not.toContain(created.slug);
  });
});

describe('Redis down', () => {
  it('the replicas keep answering and keep limiting, each in its own memory', async () => {
    await redis.stop();
    const ip = '198.51.100.24';
    const answers: number[] = [];
    // Ten to replica A alone: its in-memory insurance limiter has the same limit.
    for (let i = 0; i < 11; i++) answers.push((await lead(0, ip)).status);
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });
});
