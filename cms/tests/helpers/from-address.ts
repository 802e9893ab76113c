import http from 'http';

/**
 * A JSON POST sent from the local address `from` (supertest cannot choose it). On Linux the whole of 127.0.0.0/8
 * is loopback, so `from: '127.0.0.2'` reaches a CMS on 127.0.0.1 as a peer that is not the trusted 127.0.0.1:
 * a client talking to the CMS port directly, not through the site server or nginx.
 */
/** The CMS's JSON answer: Strapi's `{ data }`, or `{ data: null, error }`. */
type ApiBody = { data?: unknown; error?: { status: number; name: string; message: string; details?: unknown } };

export function postFrom(from: string, url: string, body: object, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: ApiBody | null }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
