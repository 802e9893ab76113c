import { api } from './helpers/api';

// CORS of the API (config/middlewares.ts, strapi::cors): a browser on a configured site origin may call it, any other
// origin gets no Access-Control-Allow-Origin and the browser keeps the answer from it. The suite's CMS allows
// https://www.alicerce.example (tests/helpers/global-setup.ts, CORS_ORIGINS).
const SITE = 'https://www.alicerce.example';
const REFUSED = ['https://evil.example', 'http://www.alicerce.example', 'https://www.alicerce.example.evil.example', 'null'];

const preflight = (origin: string, path = '/api/leads', method = 'POST', headers = 'content-type,idempotency-key') =>
  api().options(path).set('Origin', origin).set('Access-Control-Request-Method', method).set('Access-Control-Request-Headers', headers);

describe('CORS: the configured site origin', () => {
  it('passes the preflight of a lead submission (POST, JSON, Idempotency-Key)', async () => {
    const res = await preflight(SITE);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-methods']).toMatch(/\bPOST\b/);
    expect(res.headers['access-control-allow-headers'].toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['content-type', 'idempotency-key', 'authorization']),
    );
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('may read a public list (simple GET)', async () => {
    const res = await api().get('/api/cases').set('Origin', SITE);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('may read the pt-BR message of a refused request too (the form shows it)', async () => {
    const res = await api()
      .post('/api/leads')
      .set('Origin', SITE)
      .send({ data: { name: '', email: 'nao-e-email' } });
    expect(res.status).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(typeof res.body.error.message).toBe('string');
  });

  it('is never allowed credentials: the site authenticates with a bearer token, no cookie ever crosses origins', async () => {
    for (const res of [await preflight(SITE), await api().get('/api/cases').set('Origin', SITE)]) {
      expect(res.headers['access-control-allow-origin']).toBe(SITE);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('CORS: any other origin is refused', () => {
  it.each(REFUSED)('%s: the preflight allows nothing', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(REFUSED)('%s: a simple GET gets no Access-Control-Allow-Origin (the browser hides the answer)', async (origin) => {
    const res = await api().get('/api/cases').set('Origin', origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('an admin-only route preflighted from another origin: no way in for a page on that origin', async () => {
    const res = await preflight('https://evil.example', '/api/leads', 'GET', 'authorization');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the CMS's own security headers on API answers (strapi::security)", () => {
  it.each(['/api/cases', '/api/site-settings', '/api/nao-existe'])('%s', async (path) => {
    const res = await api().get(path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-download-options']).toBe('noopen');
  });
});
