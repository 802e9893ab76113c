// `npm run rebuild:webhook`: receives the CMS's notices of content changes (cms/src/site-rebuild) and rebuilds the
// site when published content changes. POST /rebuild with `Authorization: Bearer $REBUILD_WEBHOOK_TOKEN`; events on the models the
// pages are built from start REBUILD_COMMAND (default: `node scripts/rebuild-site.mjs`) once per quiet period; a landing
// page's change prerenders that page alone, in seconds (web/scripts/prerender-landing.ts).
import { spawn } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

import { landingRenderer } from './lib/landing-renderer.mjs';

/**
 * The CMS posts `{ event, uid, slug? }` for a change of the site's content only (cms/src/site-rebuild: which types, and
 * a landing page's slug); leads, bookings and other writes that change no page never reach this receiver.
 */
const CONTENT_EVENTS = new Set(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish']);

/**
 * A landing page's slug as the CMS accepts it (domain/src/slug.ts's `isSlug`, which this plain script cannot import
 * before domain/ is built; the renderer checks again with it): anything else is never passed on to a process.
 */
const LANDING_SLUG = /^[a-z0-9-]{1,100}$/;
const LANDING_MODEL = 'api::landing-page.landing-page';

/** The one-page renderer a site build leaves beside its files (web/scripts/keep-render-build.ts). */
export const DEFAULT_LANDING_SCRIPT = fileURLToPath(new URL('../web/build/render/prerender-landing.mjs', import.meta.url));

const sameSecret = (given, expected) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Runs a process to its end; resolves with its exit code. */
const exitOf = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)).on('error', () => resolve(1)));

/**
 * The receiver: answers 401 without the token, 202 `{ rebuild, prerender? }` otherwise.
 * - A change of a landing page (with its slug in the event) prerenders that page alone with `landingScript` after
 *   `landingDebounceMs` — its HTML is there seconds after 'Publicar' — or removes its files when it is no longer
 *   served. Should that fail (no build yet, the CMS down), the whole site is rebuilt instead, if `command` is set.
 * - Any other content change runs `command` (the site's build) once per quiet period (`debounceMs`); without a command
 *   (`npm start`, the e2e run: the pages read newer content in the browser) those events are only acknowledged.
 * Jobs run one at a time, never in parallel: a page is never rendered while the build replaces the site's files.
 * `paused`: jobs wait for `resume()` (the caller is still building the site the pages are written into).
 */
export function startRebuildWebhook({
  port,
  host,
  token,
  command = null,
  landingScript = null,
  cmsUrl = null,
  debounceMs = 30_000,
  landingDebounceMs = 100,
  paused = false,
  log = console.log,
}) {
  if (!token) throw new Error('REBUILD_WEBHOOK_TOKEN is required: the receiver never runs builds for anonymous callers');
  const SITE = Symbol('site');
  const timers = new Map();
  const queue = [];
  let running = null;

  const renderer = landingScript ? landingRenderer(landingScript) : null;
  const runSite = async () => {
    log(`[rebuild] running: ${command}`);
    log(`[rebuild] finished with exit code ${await exitOf(spawn(command, { shell: true, stdio: 'inherit' }))}`);
    // The build replaced the render bundle: the next page is rendered by the new one.
    await renderer?.stop();
  };
  const runLanding = async (slug) => {
    const usable = renderer && existsSync(landingScript);
    let failure = usable ? null : 'no one-page renderer (build the site first)';
    if (usable) {
      const started = Date.now();
      try {
        const result = await renderer.render(slug, cmsUrl ?? process.env.CMS_BUILD_URL ?? 'http://127.0.0.1:1337');
        log(
          `[prerender] /lp/${slug}: ${result?.removed ? 'removed (not served by the CMS)' : (result?.written ?? []).join(', ')} in ${Date.now() - started} ms`,
        );
      } catch (error) {
        failure = `the page's prerender failed (${error.message})`;
      }
    }
    if (!failure) return;
    log(`[rebuild] /lp/${slug}: ${failure}${command ? ' → the site is rebuilt' : ''}`);
    if (command) later(SITE, debounceMs);
  };
  let held = paused;
  const drain = () => {
    if (held || running || queue.length === 0) return;
    const job = queue.shift();
    running = (job === SITE ? runSite() : runLanding(job)).finally(() => {
      running = null;
      drain();
    });
  };
  /** `job` once its quiet period has passed (a burst of events is one run); never twice in the queue. */
  const later = (job, wait) => {
    clearTimeout(timers.get(job));
    timers.set(
      job,
      setTimeout(() => {
        timers.delete(job);
        if (!queue.includes(job)) queue.push(job);
        drain();
      }, wait),
    );
  };

  /** What an event asks for: the page to prerender, the site to build, or nothing. */
  const planFor = (event) => {
    if (!CONTENT_EVENTS.has(event.event) || typeof event.uid !== 'string') return { rebuild: false };
    const slug = event.slug;
    if (event.uid === LANDING_MODEL && landingScript && typeof slug === 'string' && LANDING_SLUG.test(slug))
      return { rebuild: false, prerender: slug };
    return { rebuild: Boolean(command) };
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
      const plan = planFor(event);
      if (plan.prerender) later(plan.prerender, landingDebounceMs);
      else if (plan.rebuild) later(SITE, debounceMs);
      // Events that ask for nothing (not a content event, an article where no site build is set up) go unlogged.
      if (plan.prerender || plan.rebuild)
        log(`[rebuild] ${event.event ?? '?'} ${event.uid ?? '?'} → ${plan.prerender ? `prerender /lp/${plan.prerender}` : 'rebuild scheduled'}`);
      reply(202, plan.prerender ? { rebuild: false, prerender: `/lp/${plan.prerender}` } : { rebuild: plan.rebuild });
    });
  });
  if (!paused && landingScript && existsSync(landingScript)) void renderer.warm();
  return new Promise((resolve) =>
    server.listen(port, host, () =>
      resolve({
        port: server.address().port,
        close: async () => {
          for (const timer of timers.values()) clearTimeout(timer);
          timers.clear();
          await renderer?.stop();
          return new Promise((done) => server.close(done));
        },
        resume: () => {
          held = false;
          drain();
          // The site's files are there now: the renderer loads them before the first 'Publicar'.
          if (landingScript && existsSync(landingScript)) void renderer.warm();
        },
        idle: async () => {
          while (timers.size || queue.length || running) await (running ?? new Promise((r) => setTimeout(r, 20)));
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
    // The one-page render writes into this checkout's web/build/client: with a REBUILD_COMMAND of its own (a Docker
    // image, a deploy hook) those are not the files served, so it is off unless LANDING_PRERENDER_SCRIPT names one.
    landingScript: process.env.LANDING_PRERENDER_SCRIPT || (process.env.REBUILD_COMMAND ? null : DEFAULT_LANDING_SCRIPT),
    cmsUrl: process.env.CMS_BUILD_URL ?? null,
    debounceMs: Number(process.env.REBUILD_DEBOUNCE_MS ?? 30_000),
  });
  console.log(`[rebuild] listening on :${receiver.port}/rebuild`);
}

/**
 * For `npm start` and the e2e run (each calls `receiver.resume()` once the site is built): a receiver on loopback (a port the system gives, a fresh token) that prerenders
 * landing pages as they change, and the CMS environment that notifies it (cms/src/site-rebuild/notify-site.ts).
 */
export async function startLandingPrerender(cmsUrl, { log = () => {} } = {}) {
  const token = randomBytes(24).toString('hex');
  // Paused until the caller's site build is done: the seed's changes are rendered into that build, not under it.
  const receiver = await startRebuildWebhook({ port: 0, host: '127.0.0.1', token, landingScript: DEFAULT_LANDING_SCRIPT, cmsUrl, paused: true, log });
  return { receiver, cmsEnv: { SITE_REBUILD_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/rebuild`, REBUILD_WEBHOOK_TOKEN: token } };
}
