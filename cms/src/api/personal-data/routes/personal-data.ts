/**
 * A data subject's requests (LGPD Art. 18), admins only (bootstrap/permissions.ts). POST, so the e-mail or phone
 * searched travels in the body and never lands in a URL, an access log or the browser history.
 */
const route = (path: string, action: string) => ({
  method: 'POST',
  path: `/personal-data/${path}`,
  handler: `api::personal-data.personal-data.${action}`,
  config: { middlewares: [{ name: 'global::rate-limit', config: { max: 60, windowMs: 10 * 60_000 } }] },
});

export default {
  routes: [route('search', 'search'), route('export', 'export'), route('anonymise', 'anonymise')],
};
