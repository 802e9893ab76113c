import { DEV_ADMIN } from './cms';

/**
 * The Strapi panel's own API (what an editor's clicks in the panel send), for content the site's API does
 * not write: articles. Signed in as the panel super-admin that the CMS seeds on its first start (the dev admin's
 * credentials); nobody can register one.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

async function json(path: string, body: object, token?: string) {
  const response = await fetch(`${CMS}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: await response.json() };
}

let token: Promise<string> | null = null;
function panelToken(): Promise<string> {
  token ??= (async () => {
    const login = await json('/admin/login', { email: DEV_ADMIN.email, password: DEV_ADMIN.password });
    if (!login.ok) throw new Error(`panel sign-in failed: ${JSON.stringify(login.body)}`);
    return login.body.data.token ?? login.body.data.accessToken;
  })();
  return token;
}

/** Creates and publishes an article as an editor would in the panel; returns its documentId. */
export async function publishArticle(data: Record<string, unknown>): Promise<string> {
  const auth = await panelToken();
  const created = await json('/content-manager/collection-types/api::article.article', data, auth);
  if (!created.ok) throw new Error(`article not created: ${JSON.stringify(created.body)}`);
  const documentId = created.body.data.documentId;
  const published = await json(`/content-manager/collection-types/api::article.article/${documentId}/actions/publish`, {}, auth);
  if (!published.ok) throw new Error(`article not published: ${JSON.stringify(published.body)}`);
  return documentId;
}
