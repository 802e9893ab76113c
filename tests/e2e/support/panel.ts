/**
 * The Strapi panel's own API (what an editor's clicks in the panel send), for content the site's API does
 * not write: articles. The first call creates the panel's super-admin on the throw-away e2e CMS.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const EDITOR = { firstname: 'Equipe', lastname: 'Conteúdo', email: 'editor@alicerce.example', password: 'Editor@2026x' };

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
    let login = await json('/admin/login', { email: EDITOR.email, password: EDITOR.password });
    if (!login.ok) login = await json('/admin/register-admin', EDITOR);
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
