// `npm run bench:publish`: how soon a landing page's HTML is served after 'Publicar' (issue 31: "within a few
// seconds"). A CMS of its own (seeded SQLite) registers the site's receiver (scripts/rebuild-webhook.mjs) as `npm start`
// does; the site is built from it and served by the Node site server. Each run, as the dashboard's editor would:
// an edit of the seeded launch page's headline, a new page published, the new page unpublished — each timed from the
// CMS's answer to the moment the site serves the prerendered result (the new text in the HTML; the files gone).
// Writes the medians, with the machine, to docs/benchmarks.md (section bench:publish). Options: --runs=5 --no-write.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { machine, machineLine, median, writeSection } from './lib/bench-report.mjs';
import { OPS_PORTS, assertPortsFree } from './lib/ports.mjs';
import { runMain } from './lib/proc.mjs';
import { adminAuth, scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, buildDomain, buildWeb, compileCms } from './lib/steps.mjs';
import { startLandingPrerender } from './rebuild-webhook.mjs';
import { startWebServer } from './serve-web.mjs';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const WRITE = !process.argv.includes('--no-write');
/** Issue 52: 'Publicar' → the new page served within a second (median); each run within issue 31's few seconds. */
const TARGET_MS = 1000;
const WORST_MS = 5000;
const SLUG = 'lancamento-vista-do-ipanema';
const WEB_PORT = OPS_PORTS.bench.cms + 5;
const BUILT_SITE = join(ROOT, 'web', 'build', 'client');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Milliseconds until `done()` is true, polled every 50 ms; throws after 60 s. */
async function timeUntil(done, what) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > 60_000) throw new Error(`${what}: not done after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

runMain('bench:publish', async () => {
  await buildDomain();
  await compileCms();
  await assertPortsFree({ web: WEB_PORT });
  const m = machine();
  const cmsUrl = `http://127.0.0.1:${OPS_PORTS.bench.cms}`;
  const siteUrl = `http://localhost:${WEB_PORT}`;
  const landing = await startLandingPrerender(cmsUrl, { log: (line) => console.log(`${new Date().toISOString().slice(11, 23)} ${line}`) });
  const cms = await scratchCms({
    name: 'bench-publish',
    ports: OPS_PORTS.bench,
    extraEnv: { ...landing.cmsEnv, SITE_URL: siteUrl, CORS_ORIGINS: siteUrl },
  });
  let web;
  try {
    await cms.start();
    await buildWeb(cms.url, siteUrl);
    landing.receiver.resume();
    web = await startWebServer({ root: BUILT_SITE, port: WEB_PORT, cmsUrl: cms.url });
    const auth = await adminAuth(cms.url);
    const api = async (method, path, data) => {
      // The bench's own writes go over whatever version is stored (If-Match: *, cms/src/editing): nobody else edits here.
      const res = await fetch(`${cms.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...auth, ...(method === 'PUT' ? { 'If-Match': '*' } : {}) },
        body: data ? JSON.stringify({ data }) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    };
    // Variant a, as a consented visitor who saw it gets it (the split otherwise picks one by visitor).
    const served = async (slug, text) => {
      const res = await fetch(`${siteUrl}/lp/${slug}`, { headers: { cookie: `lp_variant_${slug}=a` } });
      return res.status === 200 && (await res.text()).includes(text);
    };
    const seeded = (await api('GET', `/landing-pages?filters[slug][$eq]=${SLUG}`)).data[0];
    await landing.receiver.idle();

    const runs = [];
    console.log(`\n▶ ${RUNS} runs: edit the seeded page's headline, publish a new page, unpublish it`);
    for (let i = 1; i <= RUNS; i++) {
      const headline = `Vista do Ipanema — medição ${Date.now().toString(36)}`;
      const blocks = seeded.blocks.map((block) =>
        block.type === 'hero' ? { ...block, variants: block.variants.map((v) => (v.key === 'a' ? { ...v, headline } : v)) } : block,
      );
      await api('PUT', `/landing-pages/${seeded.documentId}`, { blocks });
      const edit = await timeUntil(() => served(SLUG, headline), 'edit');

      const slug = `medicao-${Date.now().toString(36)}`;
      const heroText = `Nova página ${slug}`;
      const heroBlocks = seeded.blocks.map((block) =>
        block.type === 'hero' ? { ...block, variants: [{ ...block.variants[0], headline: heroText }] } : block,
      );
      const created = await api('POST', '/landing-pages', {
        title: `Medição ${i}`,
        slug,
        seo_title: seeded.seo_title,
        seo_description: seeded.seo_description,
        og_image: seeded.og_image,
        noindex: true,
        blocks: heroBlocks,
        is_published: true,
      });
      const publish = await timeUntil(() => served(slug, heroText), 'new page');

      await api('PUT', `/landing-pages/${created.data.documentId}`, { is_published: false });
      const unpublish = await timeUntil(() => !existsSync(join(BUILT_SITE, 'lp', slug)), 'unpublish');
      await api('DELETE', `/landing-pages/${created.data.documentId}`);
      console.log(`  run ${i}: edit → HTML ${seconds(edit)}, new page → HTML ${seconds(publish)}, unpublished → files gone ${seconds(unpublish)}`);
      runs.push({ edit, publish, unpublish });
    }
    await landing.receiver.idle();
    const med = {
      edit: median(runs.map((r) => r.edit)),
      publish: median(runs.map((r) => r.publish)),
      unpublish: median(runs.map((r) => r.unpublish)),
    };
    const worst = Math.max(...runs.flatMap((r) => [r.edit, r.publish, r.unpublish]));
    const ok = med.publish <= TARGET_MS && med.edit <= TARGET_MS && worst <= WORST_MS;
    const body = `## A landing page's HTML after 'Publicar' (\`npm run bench:publish\`)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(m)}.

A CMS of its own (seeded SQLite) tells the site's receiver (scripts/rebuild-webhook.mjs) which page changed, as with
\`npm start\` (cms/src/site-rebuild: \`{ event, uid, slug }\` after the commit); the receiver's resident renderer
(web/build/render/prerender-landing.mjs loaded once in a worker thread, a 100 ms quiet period first) renders that page
alone from one read of the CMS per URL, with the CSS keep-sets the build wrote (build/render/keep-sets.json), into the
built site, served by the Node site server. Timed from the CMS's answer to the write until the
site serves the result (polled every 50 ms): the seeded page's new headline in its HTML, a new published page's
headline in its HTML, an unpublished page's files gone (it answers 404 at once: the server asks the CMS). ${RUNS} runs;
target: medians ≤ ${TARGET_MS / 1000} s (issue 52), every run ≤ ${WORST_MS / 1000} s (issue 31's "within a few seconds").
Before issue 52 (a process started per page, the whole entry posted by a Strapi webhook, every prerendered page and the
site's source read again for the keep-sets, a 300 ms quiet period): 1.63 s edit, 1.25 s new page, 0.51 s unpublish.

| | Median | Worst |
|---|---|---|
| Edit of a published page → new HTML served | ${seconds(med.edit)} | ${seconds(Math.max(...runs.map((r) => r.edit)))} |
| New page published → its HTML served | ${seconds(med.publish)} | ${seconds(Math.max(...runs.map((r) => r.publish)))} |
| Unpublished → its files removed | ${seconds(med.unpublish)} | ${seconds(Math.max(...runs.map((r) => r.unpublish)))} |

${ok ? '✓' : '✗'} worst ${seconds(worst)}. A full site build, the only way before, took 1–2 min on this machine plus the webhook's 30 s quiet period.
`;
    console.log(
      `\n${ok ? '✔' : '✗'} medians: edit ${seconds(med.edit)}, new page ${seconds(med.publish)}, unpublish ${seconds(med.unpublish)}; worst ${seconds(worst)} (target: medians ≤ ${TARGET_MS / 1000} s, worst ≤ ${WORST_MS / 1000} s)`,
    );
    if (WRITE) writeSection(join(ROOT, 'docs', 'benchmarks.md'), 'publish', body);
    return ok ? 0 : 1;
  } finally {
    web?.close();
    await landing.receiver.close();
    await cms.dispose();
  }
});
