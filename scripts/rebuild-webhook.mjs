// `npm run rebuild:webhook`: receives Strapi webhooks (Settings → Webhooks) and rebuilds the site when published
// content changes. POST /rebuild with `Authorization: Bearer $REBUILD_WEBHOOK_TOKEN`; events on the models the
// pages are built from start REBUILD_COMMAND (default: `node scripts/rebuild-site.mjs`) once per quiet period.
import { spawn } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Strapi model uids (webhook `uid`) whose changes show in the prerendered pages or the sitemap. */
export const CONTENT_MODELS = new Set([
  'api::article.article',
  'api::case.case',
  'api::page-content.page-content',
  'api::company.company',
  // The proof: testimonials (home, case pages), client logos (home, /servicos) and the team (/servicos).
  'api::testimonial.testimonial',
  'api::client.client',
  'api::team-member.team-member',
  // Campaign landing pages: /lp/<slug> and its hero variants.
  'api::landing-page.landing-page',
]);
const CONTENT_EVENTS = new Set(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish']);

const sameSecret = (given, expected) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The receiver: answers 401 without the token, 202 `{ rebuild: true|false }` otherwise. Events arriving while a
 * rebuild is waiting (debounceMs) or running are folded into one more run afterwards, never run in parallel.
 */
export function startRebuildWebhook({ port, token, command, debounceMs = 30_000, log = console.log }) {
  if (!token) throw new Error('REBUILD_WEBHOOK_TOKEN is required: the receiver never runs builds for anonymous callers');
  let timer = null;
  let running = null;
  let again = false;

  const runNow = () => {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    log(`[rebuild] running: ${command}`);
    running = new Promise((resolve) => {
      const child = spawn(command, { shell: true, stdio: 'inherit' });
      child.on('exit', (code) => {
        log(`[rebuild] finished with exit code ${code}`);
        resolve();
      });
    }).then(() => {
      running = null;
      if (again) {
        again = false;
        runNow();
      }
    });
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(runNow, debounceMs);
  };

  const server = createServer((req, res) => {
    const reply = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || new URL(req.url, 'http://x').pathname !== '/rebuild') return reply(404, { error: 'not found' });
    const auth = req.headers.authorization ?? '';
    if (!sameSecret(auth, `Bearer ${token}`)) return reply(401, { error: 'invalid token' });
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
      if (raw.length > 1_000_000) req.destroy();
    });
    req.on('end', () => {
      let event;
      try {
        event = JSON.parse(raw || '{}');
      } catch {
        return reply(400, { error: 'invalid JSON' });
      }
      const relevant = CONTENT_EVENTS.has(event.event) && CONTENT_MODELS.has(event.uid);
      if (relevant) schedule();
      log(`[rebuild] ${event.event ?? '?'} ${event.uid ?? '?'} → ${relevant ? 'rebuild scheduled' : 'ignored'}`);
      reply(202, { rebuild: relevant });
    });
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        port: server.address().port,
        close: () => {
          if (timer) clearTimeout(timer);
          return new Promise((done) => server.close(done));
        },
        idle: async () => {
          while (timer || running) await (running ?? new Promise((r) => setTimeout(r, 20)));
        },
      }),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const receiver = await startRebuildWebhook({
    port: Number(process.env.REBUILD_WEBHOOK_PORT ?? 4190),
    token: process.env.REBUILD_WEBHOOK_TOKEN,
    command: process.env.REBUILD_COMMAND ?? `node ${fileURLToPath(new URL('./rebuild-site.mjs', import.meta.url))}`,
    debounceMs: Number(process.env.REBUILD_DEBOUNCE_MS ?? 30_000),
  });
  console.log(`[rebuild] listening on :${receiver.port}/rebuild`);
}
