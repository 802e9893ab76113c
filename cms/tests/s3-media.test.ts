import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import request from 'supertest';
import { OG_IMAGE } from '@alicerce/domain';
import { DEV_ADMIN } from './helpers/api';
import { photo } from './helpers/photo';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';
import { startS3, type RunningS3 } from './helpers/s3-server';

/**
 * With S3_* set (config/plugins.ts) the media library writes to an S3-compatible bucket — here s3rver, path-style,
 * as MinIO is run — and links files at S3_PUBLIC_URL: every replica serves every upload, none is on a CMS's disk.
 */
let s3: RunningS3;
let cms: RunningCms;
let publicDir: string;
beforeAll(async () => {
  s3 = await startS3('midia');
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-public-'));
  cms = await startRunningCms({
    ...strongSecrets(),
    PUBLIC_DIR: publicDir,
    ...s3.env,
    MEDIA_READ_TIMEOUT_MS: '2000', // how long a focal point waits for the bucket (15 s shipped)
  });
}, 300_000);
let hangingBucket: net.Server | undefined;
afterAll(async () => {
  await cms?.stop();
  hangingBucket?.close();
  await s3?.stop().catch(() => undefined);
  if (publicDir) fs.rmSync(publicDir, { recursive: true, force: true });
});

it('an uploaded photo and its responsive formats are in the bucket, served from S3_PUBLIC_URL, not on disk', async () => {
  const signIn = await request(cms.url).post('/api/auth/local').send({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password });
  expect(signIn.status).toBe(200);
  const bytes = await photo();
  const res = await request(cms.url)
    .post('/api/upload')
    .set('Authorization', `Bearer ${signIn.body.jwt}`)
    .attach('files', bytes, { filename: 'fachada.jpg', contentType: 'image/jpeg' });
  expect(res.status).toBe(201);
  const [file] = res.body as Array<{ url: string; size: number; formats: Record<string, { url: string }> }>;

  const urls = [file.url, ...Object.values(file.formats).map((format) => format.url)];
  expect(Object.keys(file.formats)).toEqual(expect.arrayContaining(['thumbnail', 'small', 'medium', 'large', 'small_webp', 'full_webp']));
  for (const url of urls) expect(url.startsWith(`${s3.publicUrl}/`)).toBe(true);

  const original = await request(file.url).get('').buffer(true);
  expect(original.status).toBe(200);
  // The stored photo (Strapi re-encodes an upload's original to optimise it: `size` is its length in KB).
  expect(await sharp(original.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
  expect(original.body.length / 1000).toBeCloseTo(file.size, 1);
  const webp = await request(file.formats.medium_webp.url).get('').buffer(true);
  expect(webp.status).toBe(200);
  expect((await sharp(webp.body).metadata()).format).toBe('webp');

  // The seed's images went there too; the upload folder of the CMS stays empty.
  expect(s3.objectKeys()).toEqual(expect.arrayContaining(urls.map((url) => url.slice(s3.publicUrl.length + 1))));
  expect(fs.readdirSync(path.join(publicDir, 'uploads'))).toEqual([]);
});

it("the Strapi panel's CSP allows images from the bucket's origin", async () => {
  const res = await request(cms.url).get('/admin');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(new RegExp(`img-src [^;]*${new URL(s3.publicUrl).origin.replace(/[.]/g, '\\.')}`));
});

const adminJwt = async () =>
  (await request(cms.url).post('/api/auth/local').send({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password })).body.jwt as string;
const setPoint = async (id: number, focalPoint: unknown) =>
  request(cms.url)
    .post(`/api/upload?id=${id}`)
    .set('Authorization', `Bearer ${await adminJwt()}`)
    .send({ fileInfo: { focalPoint } });
const storedFile = async (id: number) =>
  (
    await request(cms.url)
      .get(`/api/upload/files/${id}`)
      .set('Authorization', `Bearer ${await adminJwt()}`)
  ).body as {
    focalPoint: unknown;
    formats: Record<string, { url: string; width: number; height: number }>;
  };

describe('a focal point on a file in the bucket', () => {
  let id: number;
  it('the sharing image is cut again from the bucket and written there; the old cut is deleted', async () => {
    const res = await request(cms.url)
      .post('/api/upload')
      .set('Authorization', `Bearer ${await adminJwt()}`)
      .attach('files', await photo(), { filename: 'foco.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    id = res.body[0].id;
    const centred = res.body[0].formats.og as { url: string };
    expect((await setPoint(id, { x: 10, y: 20 })).status).toBe(200);
    const after = await storedFile(id);
    expect(after.focalPoint).toEqual({ x: 10, y: 20 });
    expect(after.formats.og.url.startsWith(`${s3.publicUrl}/`)).toBe(true);
    expect(after.formats.og.url).not.toBe(centred.url);
    const cut = await request(after.formats.og.url).get('').buffer(true);
    expect(await sharp(cut.body).metadata()).toMatchObject({ width: OG_IMAGE.width, height: OG_IMAGE.height });
    expect(s3.objectKeys()).not.toContain(centred.url.slice(s3.publicUrl.length + 1));
  });

  it('with the bucket hanging (accepts, never answers): refused in pt-BR after the wait, and nothing changes', async () => {
    const port = Number(new URL(s3.publicUrl).port);
    await s3.stop();
    hangingBucket = net.createServer(() => undefined); // holds every connection open, answers nothing
    await new Promise<void>((resolve) => hangingBucket!.listen(port, '127.0.0.1', resolve));
    const before = await storedFile(id);
    const started = Date.now();
    const res = await setPoint(id, { x: 90, y: 90 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Não foi possível ler o arquivo original para recortar a imagem de compartilhamento. Tente novamente em instantes.',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await storedFile(id)).toEqual(before);
  }, 30_000);
});
