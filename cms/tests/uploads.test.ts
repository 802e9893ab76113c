import Database from 'better-sqlite3';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import request from 'supertest';
import { adminToken, api, bearer } from './helpers/api';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';
import { countRows } from './helpers/db-rows';
import { panelAdminToken } from './helpers/panel-admin';

/**
 * The media library takes JPEG, PNG, WebP, AVIF and GIF images only, checked by name, declared type and content,
 * through every route that writes a file (content API and Strapi's panel, upload and replace); what it serves under
 * /uploads/ can never run as a page on the CMS's origin; files stored before the rule are reported at start.
 */
const REFUSED = 'Tipo de arquivo não permitido. Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.';
const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const UPLOADS_DIR = path.resolve(__dirname, '..', process.env.PUBLIC_DIR || 'public', 'uploads');

const ATTACK_PAGE =
  '<!doctype html><html><body><script src="/uploads/p.js"></script><script>document.title="pwned:"+location.hostname</script></body></html>';

const pixels = () => sharp({ create: { width: 6, height: 4, channels: 3, background: '#1f6f8b' } });
const IMAGES = {
  jpeg: { filename: 'fachada.jpg', contentType: 'image/jpeg', make: () => pixels().jpeg().toBuffer() },
  png: { filename: 'planta.png', contentType: 'image/png', make: () => pixels().png().toBuffer() },
  webp: { filename: 'decorado.webp', contentType: 'image/webp', make: () => pixels().webp().toBuffer() },
  avif: { filename: 'lazer.avif', contentType: 'image/avif', make: () => pixels().avif().toBuffer() },
  gif: { filename: 'obra.gif', contentType: 'image/gif', make: () => pixels().gif().toBuffer() },
};

type Part = { filename: string; contentType: string; body: Buffer };

const BAD_FILES: Array<{ name: string; part: () => Promise<Part> }> = [
  { name: 'an HTML page', part: async () => ({ filename: 'pagina.html', contentType: 'text/html', body: Buffer.from(ATTACK_PAGE) }) },
  {
    name: 'a script',
    part: async () => ({ filename: 'p.js', contentType: 'application/javascript', body: Buffer.from('document.title = "pwned";') }),
  },
  {
    name: 'an SVG with a script',
    part: async () => ({
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title="pwned"</script></svg>'),
    }),
  },
  {
    name: 'a .png that is HTML (wrong signature)',
    part: async () => ({ filename: 'foto.png', contentType: 'image/png', body: Buffer.from(ATTACK_PAGE) }),
  },
  { name: 'a real JPEG renamed .html', part: async () => ({ filename: 'foto.html', contentType: 'text/html', body: await IMAGES.jpeg.make() }) },
  { name: 'a real JPEG declared as HTML', part: async () => ({ filename: 'foto.jpg', contentType: 'text/html', body: await IMAGES.jpeg.make() }) },
  {
    name: 'a GIF/HTML polyglot (GIF signature, HTML after it)',
    part: async () => ({
      filename: 'polyglota.gif',
      contentType: 'image/gif',
      body: Buffer.concat([Buffer.from('GIF89a'), Buffer.from(ATTACK_PAGE)]),
    }),
  },
  {
    name: 'a PDF',
    part: async () => ({
      filename: 'tabela.pdf',
      contentType: 'application/pdf',
      body: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    }),
  },
];

/** What would show that something was stored: media-library rows and files in the uploads folder. */
async function storedState() {
  const { files } = await countRows({ files: 'select count(*) as count from files' });
  return { files, onDisk: fs.existsSync(UPLOADS_DIR) ? fs.readdirSync(UPLOADS_DIR).sort() : [] };
}

const attach = (req: request.Test, part: Part) => req.attach('files', part.body, { filename: part.filename, contentType: part.contentType });

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

async function uploadImage(kind: keyof typeof IMAGES) {
  const image = IMAGES[kind];
  const res = await attach(api().post('/api/upload').set(bearer(admin)), { ...image, body: await image.make() });
  expect(res.status).toBe(201);
  return res.body[0];
}

describe('content API: POST /api/upload', () => {
  it.each(BAD_FILES)('refuses $name with the pt-BR message and stores nothing', async ({ part }) => {
    const before = await storedState();
    const res = await attach(api().post('/api/upload').set(bearer(admin)), await part());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REFUSED);
    expect(await storedState()).toEqual(before);
  });

  it('refuses a request of several files when one is not allowed, storing none of them', async () => {
    const before = await storedState();
    let req = api().post('/api/upload').set(bearer(admin));
    req = attach(req, { ...IMAGES.png, body: await IMAGES.png.make() });
    req = attach(req, { filename: 'pagina.html', contentType: 'text/html', body: Buffer.from(ATTACK_PAGE) });
    req = attach(req, { ...IMAGES.jpeg, body: await IMAGES.jpeg.make() });
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REFUSED);
    expect(await storedState()).toEqual(before);
  });

  it.each(Object.keys(IMAGES) as Array<keyof typeof IMAGES>)('stores a real %s image and serves it as an image', async (kind) => {
    const file = await uploadImage(kind);
    expect(file.mime).toBe(IMAGES[kind].contentType);
    const served = await request(process.env.CMS_TEST_URL!).get(new URL(file.url, 'http://x').pathname);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(IMAGES[kind].contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(UPLOADS_CSP);
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('refuses to replace an image with HTML and keeps the stored image', async () => {
    const file = await uploadImage('png');
    const path_ = new URL(file.url, 'http://x').pathname;
    const original = (await request(process.env.CMS_TEST_URL!).get(path_).buffer(true)).body as Buffer;
    const before = await storedState();
    const res = await attach(api().post(`/api/upload?id=${file.id}`).set(bearer(admin)), {
      filename: 'pagina.html',
      contentType: 'text/html',
      body: Buffer.from(ATTACK_PAGE),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REFUSED);
    expect(await storedState()).toEqual(before);
    const after = await api().get(`/api/upload/files/${file.id}`).set(bearer(admin));
    expect(after.body.mime).toBe('image/png');
    expect(((await request(process.env.CMS_TEST_URL!).get(path_).buffer(true)).body as Buffer).equals(original)).toBe(true);
  });
});

describe("Strapi's panel routes", () => {
  let panel: string;
  beforeAll(async () => {
    panel = await panelAdminToken();
  });
  const html = (): Part => ({ filename: 'pagina.html', contentType: 'text/html', body: Buffer.from(ATTACK_PAGE) });
  const svg = (): Part => ({
    filename: 'logo.svg',
    contentType: 'image/svg+xml',
    body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });

  it('POST /upload (the media library dialog) refuses HTML and SVG, and stores an image', async () => {
    for (const part of [html(), svg()]) {
      const before = await storedState();
      const res = await attach(request(process.env.CMS_TEST_URL!).post('/upload').set(bearer(panel)), part);
      expect({ file: part.filename, status: res.status, message: res.body.error?.message }).toEqual({
        file: part.filename,
        status: 400,
        message: REFUSED,
      });
      expect(await storedState()).toEqual(before);
    }
    const ok = await attach(request(process.env.CMS_TEST_URL!).post('/upload').set(bearer(panel)), {
      ...IMAGES.webp,
      body: await IMAGES.webp.make(),
    });
    expect(ok.status).toBe(201);
  });

  it('POST /upload/files (one file) refuses HTML', async () => {
    const before = await storedState();
    const res = await attach(request(process.env.CMS_TEST_URL!).post('/upload/files').set(bearer(panel)), html());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REFUSED);
    expect(await storedState()).toEqual(before);
  });

  it('replace (POST /upload/files/:id/replace and POST /upload?id=) refuses HTML and keeps the image', async () => {
    const file = await uploadImage('jpeg');
    const before = await storedState();
    for (const route of [`/upload/files/${file.id}/replace`, `/upload?id=${file.id}`]) {
      const res = await attach(request(process.env.CMS_TEST_URL!).post(route).set(bearer(panel)), html());
      expect({ route, status: res.status, message: res.body.error?.message }).toEqual({ route, status: 400, message: REFUSED });
    }
    expect(await storedState()).toEqual(before);
    expect((await api().get(`/api/upload/files/${file.id}`).set(bearer(admin))).body.mime).toBe('image/jpeg');
  });
});

describe('files stored before the rule', () => {
  let dir: string;
  let cms: RunningCms | null = null;
  const env = () => ({ ...strongSecrets(), SEED: 'false', PUBLIC_DIR: path.join(dir, 'public') });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-audit-'));
    // A first start creates the schema; then files arrive as an old version (or `strapi import`) left them.
    const first = await startRunningCms(env(), path.join(dir, 'cms.db'));
    await first.stop();
    const uploads = path.join(dir, 'public', 'uploads');
    fs.writeFileSync(path.join(uploads, 'pagina_legada_a1b2.html'), ATTACK_PAGE);
    fs.writeFileSync(path.join(uploads, 'falsa_c3d4.png'), ATTACK_PAGE);
    fs.writeFileSync(path.join(uploads, 'boa_e5f6.png'), await IMAGES.png.make());
    const db = new Database(path.join(dir, 'cms.db'));
    const insert = db.prepare(
      `insert into files (document_id, name, hash, ext, mime, size, url, provider, folder_path, created_at, updated_at)
       values (?, ?, ?, ?, ?, 1, ?, 'local', '/', datetime('now'), datetime('now'))`,
    );
    insert.run('legado1', 'pagina-legada.html', 'pagina_legada_a1b2', '.html', 'text/html', '/uploads/pagina_legada_a1b2.html');
    insert.run('legado2', 'falsa.png', 'falsa_c3d4', '.png', 'image/png', '/uploads/falsa_c3d4.png');
    insert.run('legado3', 'boa.png', 'boa_e5f6', '.png', 'image/png', '/uploads/boa_e5f6.png');
    db.close();
    cms = await startRunningCms(env(), path.join(dir, 'cms.db'));
  }, 180_000);

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const logLines = async () => {
    for (let i = 0; i < 50 && !cms!.output().includes('falsa.png'); i++) await new Promise((r) => setTimeout(r, 100));
    return cms!
      .output()
      .split('\n')
      .filter((line) => line.includes('[uploads]'));
  };

  it('logs one line per file that fails the rule at start, and deletes nothing', async () => {
    const lines = await logLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('[uploads] not an allowed image: pagina-legada.html (text/html)');
    expect(lines[1]).toContain('[uploads] not an allowed image: falsa.png (image/png)');
    expect(fs.readdirSync(path.join(dir, 'public', 'uploads')).sort()).toEqual(['boa_e5f6.png', 'falsa_c3d4.png', 'pagina_legada_a1b2.html']);
    const db = new Database(path.join(dir, 'cms.db'), { readonly: true });
    expect((db.prepare('select count(*) as count from files').get() as { count: number }).count).toBe(3);
    db.close();
  });

  it('serves such a file as a download, in a sandbox, never sniffed', async () => {
    for (const served of ['/uploads/pagina_legada_a1b2.html', '/%75ploads/pagina_legada_a1b2.html']) {
      const res = await request(cms!.url).get(served);
      expect({ served, status: res.status }).toEqual({ served, status: 200 });
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-security-policy']).toBe(UPLOADS_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const image = await request(cms!.url).get('/uploads/boa_e5f6.png');
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['content-security-policy']).toBe(UPLOADS_CSP);
  });
});
