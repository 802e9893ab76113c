// One HTTP request of the scale check, from a loopback address of its own (clients are told apart by their source
// address in 127.0.0.0/8), tagged with an X-Check-Id that nginx's access log pairs with the replica that answered it.
import http from 'node:http';

let sent = 0;

/** Resolves with status, headers, body (bytes and text()) and the X-Check-Id the request carried (`prefix`-n). */
export function loopbackRequest(url, { method = 'GET', from = '127.0.0.1', headers = {}, body, prefix = 'check' } = {}) {
  const checkId = `${prefix}-${++sent}`;
  const json = body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body);
  const payload = body === undefined ? undefined : json ? JSON.stringify(body) : body;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: false,
        localAddress: from,
        headers: { 'x-check-id': checkId, ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            checkId,
            status: res.statusCode,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
            text: () => Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}
