// A tiny HTTP balancer for `npm run scale-check`, standing where nginx stands in production: round robin over the
// upstreams, X-Forwarded-For set to the client's address (as `proxy_set_header X-Forwarded-For $remote_addr`),
// and a retry on the other upstream when the first one refuses the connection or dies before answering — only
// for requests that may be repeated: idempotent methods, and POSTs carrying an Idempotency-Key.
// `realIpFrom` (as nginx's set_real_ip_from): peers standing for a TLS terminator in front, whose X-Forwarded-For
// names the client; `npm run bench:api -- --replicas 2` sends many clients' leads that way. Unset: the peer is the client.
import http from 'node:http';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Starts the balancer on a free loopback port; `X-Upstream` on each answer names the upstream (0, 1, …) that gave it. */
export async function startBalancer(upstreams, { realIpFrom = [] } = {}) {
  let next = 0;
  const retries = { count: 0 };

  /** The client's address: the peer's, or the last X-Forwarded-For entry of a peer in `realIpFrom`. */
  const client = (req) => {
    const peer = req.socket.remoteAddress.replace(/^::ffff:/, '');
    const forwarded = realIpFrom.includes(peer) && req.headers['x-forwarded-for']?.split(',').at(-1).trim();
    return forwarded || peer;
  };

  /** Sends the buffered request to upstream `index`; rejects when it could not answer (no response head). */
  const forward = (index, req, body, res) =>
    new Promise((resolve, reject) => {
      const target = new URL(req.url, upstreams[index]);
      const upstream = http.request(
        target,
        { method: req.method, agent: false, headers: { ...req.headers, host: target.host, 'x-forwarded-for': client(req) } },
        (answer) => {
          res.writeHead(answer.statusCode, { ...answer.headers, 'x-upstream': String(index) });
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => res.destroy());
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const failed = (res) => (res.headersSent ? res.destroy() : res.writeHead(502).end());
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    try {
      for await (const chunk of req) chunks.push(chunk);
    } catch {
      return res.destroy(); // the client went away
    }
    const body = Buffer.concat(chunks);
    const first = next++ % upstreams.length;
    const repeatable = IDEMPOTENT.has(req.method) || Boolean(req.headers['idempotency-key']);
    try {
      await forward(first, req, body, res);
    } catch {
      if (res.headersSent || !repeatable || upstreams.length < 2) return failed(res);
      retries.count++;
      await forward((first + 1) % upstreams.length, req, body, res).catch(() => failed(res));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    retries,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}
