import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from './test';

/**
 * A page's HTML sent again by a server of the test's own in two parts, with a pause after the first `marker` (the
 * first after `after`, when given): a connection that stalls mid-page, as a phone's can. With `origin`, everything
 * else the page asks for (its pictures, its scripts) is fetched from the site and passed on; without it, nothing else
 * is there (a stalled page is read before any of its code could run anyway).
 */
export async function stalledCopy(html: string, marker: string, { after = '', origin }: { after?: string; origin?: string } = {}) {
  const body = Buffer.from(html);
  const from = body.indexOf(after);
  const found = from < 0 ? -1 : body.indexOf(marker, from);
  expect(found, `marker ${marker} in the page${after && ` after ${after}`}`).toBeGreaterThanOrEqual(0);
  const cut = found + Buffer.byteLength(marker);
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(body.subarray(0, cut));
      setTimeout(() => response.end(body.subarray(cut)), 600);
      return;
    }
    if (!origin) return void response.writeHead(404).end();
    fetch(new URL(request.url ?? '/', origin))
      .then(async (upstream) => {
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
