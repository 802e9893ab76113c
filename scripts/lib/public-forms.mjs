/**
 * What the ops checks (crash-check, frozen-sink-check) send through the public forms: a visitor's contact, valid under
 * the shared rules, and a POST with its own idempotency key that answers the status once the body has been read.
 */
export const visitorContact = (name, email, message) => ({
  name,
  email,
  phone: '(15) 99876-5432',
  company: 'Construtora Horizonte',
  message,
  source_page: '/contato',
  website_url: '',
});

export async function postForm(url, path, data) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
}
