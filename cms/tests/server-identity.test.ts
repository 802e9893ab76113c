import { api } from './helpers/api';

/** The CMS does not announce what it runs (Strapi's X-Powered-By names it to every scanner). */
describe('X-Powered-By', () => {
  it.each([
    ['the API', '/api/cases'],
    ['the health check', '/_health'],
    ['an unknown path', '/api/nao-existe'],
    ["Strapi's panel API", '/admin/init'],
  ])('is not sent on %s', async (_name, path) => {
    const res = await api().get(path);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
