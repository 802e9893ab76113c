// `npm run screenshots`: every public route at 375 and 1366 px in the light and the dark theme, and every dashboard
// tab at both widths, as full-page PNGs in screenshots/ (git-ignored), so anyone can look at every screen in a minute;
// and a case editor's team states (another person editing, a conflict, the history, the recovery offer: lib/editing-shots.mjs).
// It starts what the e2e tests start: a CMS on a throw-away SQLite (seeded), the production build of the site
// (rebuilt only when its code or content changed) and a mail sink; its own ports (SCREENSHOTS_PORT_BASE shifts them).
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { shootEditingStates } from './lib/editing-shots.mjs';
import { shootBulkStates } from './lib/bulk-shots.mjs';
import { shootFocalPoint } from './lib/focal-shots.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { runMain } from './lib/proc.mjs';
import { scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, buildDomain, buildWeb, compileCms, installAll } from './lib/steps.mjs';
import { startWebServer } from './serve-web.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';

const testsRequire = createRequire(new URL('../tests/package.json', import.meta.url));
const base = Number(process.env.SCREENSHOTS_PORT_BASE || 14500);
const P = { cms: base, web: base + 1, smtp: base + 2, mailUi: base + 3 };
const OUT = join(ROOT, 'screenshots');
const WIDTHS = [375, 1366];
const THEMES = ['light', 'dark'];
const ADMIN = { email: 'admin@alicerce.example', password: 'Alicerce@2026' };
/** A returning visitor who already answered the cookie banner, so it covers nothing (the banner has its own shot). */
// `version`: PRIVACY_POLICY_VERSION of domain/src/privacy.ts (a choice of another version is asked again).
const ANSWERED = JSON.stringify({
  version: 2,
  date: '2026-01-01T00:00:00.000Z',
  categories: { necessary: true, analytics: false, marketing: false },
});

/** Spec §2's public routes, one published case page, the landing pages (a B hero, a launch's thank-you), the sign-in pages and the 404 page. */
async function publicRoutes(cmsUrl) {
  const cases = await (await fetch(`${cmsUrl}/api/cases?pagination[pageSize]=1`)).json();
  const slug = cases.data?.[0]?.slug;
  // Every published landing page (the seed's launch page and the agency's campaign page, issue 54): a page with a B hero
  // shows it too, and a launch's page its own thank-you.
  const landings = (await (await fetch(`${cmsUrl}/api/landing-pages?pagination[pageSize]=10&sort=slug:asc`)).json()).data ?? [];
  const landingPaths = landings.flatMap((page) => [
    `/lp/${page.slug}`,
    ...(page.blocks?.find((block) => block.type === 'hero')?.variants?.length > 1 ? [`/lp/${page.slug}/__v/b`] : []),
    ...(page.owner?.kind === 'launch' ? [`/lp/${page.slug}/obrigado`] : []),
  ]);
  return [
    '/',
    '/servicos',
    '/contato',
    '/marketing-digital-imobiliario',
    '/blog',
    '/blog/marketing-digital-imobiliario',
    '/blog/geracao-de-leads',
    '/blog/mercado-imobiliario-brasil',
    '/blog/marketing-imobiliario-digital',
    '/obrigado',
    '/agendamento',
    '/cases',
    ...(slug ? [`/cases/${slug}`] : []),
    ...landingPaths,
    '/politicas-privacidade',
    '/termos-uso',
    '/admin/login',
    '/admin/register',
    '/admin/forgot-password',
    '/admin/reset-password',
    '/pagina-que-nao-existe',
  ];
}

/** Every dashboard screen's URL under /admin/dashboard/ (web/src/admin/shell/screens.ts), Prova social's three screens each. */
const DASHBOARD_SCREENS = [
  'inicio',
  'cases',
  'blog',
  'conteudo',
  'prova-social/depoimentos',
  'prova-social/clientes',
  'prova-social/time',
  'landing-pages',
  'midia',
  'lixeira',
  'leads',
  'agendamentos',
  'resultados',
  'envios',
  'equipe',
  'configuracoes',
  'webhooks',
  'lgpd',
  'auditoria',
  'verificacao-em-duas-etapas',
  'sessoes',
];

/** The full-page editors: the first stored case and article, a page section, a new testimonial and landing page (ids read from the CMS). */
async function editorScreens(cmsUrl, sessionValue) {
  const headers = { authorization: `Bearer ${JSON.parse(sessionValue).jwt}` };
  const first = async (path) => (await (await fetch(`${cmsUrl}/api${path}`, { headers })).json()).data?.[0];
  const [stored, article] = await Promise.all([
    first('/cases?unpublished=include&sort=createdAt:asc&pagination[pageSize]=1'),
    first('/articles/editor'),
  ]);
  return [
    stored && `cases/${stored.documentId}`,
    article && `blog/${article.documentId}`,
    'conteudo/servicos/hero',
    'prova-social/depoimentos/novo',
    'landing-pages/novo',
  ].filter(Boolean);
}

/**
 * `npm run screenshots -- --routes=/,/cases --widths=1366 --themes=dark --no-dashboard` (or `--screens=prova-social`): a part of
 * the set, to look at one change.
 */
const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
const onlyRoutes = arg('routes');
const widths = arg('widths')?.map(Number) ?? WIDTHS;
const themes = arg('themes') ?? THEMES;
const withDashboard = !process.argv.includes('--no-dashboard');
const onlyScreens = arg('screens');

const fileName = (route, width, theme) => `${route === '/' ? 'home' : route.slice(1).replace(/[/?=&]/g, '_')}-${width}-${theme}.png`;

async function session(cmsUrl) {
  const response = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`the seeded admin could not sign in: ${JSON.stringify(body.error ?? body)}`);
  return JSON.stringify({
    jwt: body.jwt,
    refreshToken: body.refreshToken,
    user: { id: body.user.id, email: body.user.email, username: body.user.username },
  });
}

/** One full-page shot: waits for the islands (public pages) or for the dashboard's lists to stop loading. */
async function shoot(browser, url, file, { width, theme, sessionValue }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    colorScheme: theme,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: { cookies: [], origins: [{ origin: new URL(url).origin, localStorage: [{ name: 'alicerce.consent', value: ANSWERED }] }] },
  });
  if (sessionValue) await context.addInitScript((value) => globalThis.localStorage.setItem('alicerce:session', value), sessionValue);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // Runs in the page (the browser's globals): the islands bound, or none on the page.
  const islandsReady = () => {
    const doc = globalThis.document;
    return ['ready', 'failed'].includes(doc.documentElement.dataset.islands ?? '') || !doc.querySelector('[data-island]:not([inert] *)');
  };
  await page.waitForFunction(islandsReady, null, { timeout: 15_000 }).catch(() => {});
  if (sessionValue) {
    await page
      // The dashboard's navigation is in the page (hidden behind the menu button on a phone).
      .locator('nav[aria-label="Navegação do painel"]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch((error) => {
        throw new Error(`${url}: the dashboard did not open (at ${page.url()}): ${error.message.split('\n')[0]}`);
      });
  }
  // What renders only as it nears the screen (content-visibility: auto — blog cards) is drawn as a visitor scrolling
  // would see it: a full-page picture is taken with the screen where the page's top is.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // Lazy images below the first screen load as a visitor scrolling down would make them load.
  await page.evaluate(() => globalThis.document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, file), fullPage: true });
  await context.close();
}

await runMain('screenshots', async () => {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  await assertPortsFree({ web: P.web });
  const siteUrl = `http://localhost:${P.web}`;
  const cms = await scratchCms({
    name: 'screenshots-cms',
    ports: P,
    // A loopback CRM webhook, for Envios' failed deliveries (`--screens=lote`): this throw-away CMS only.
    extraEnv: {
      SITE_URL: siteUrl,
      CORS_ORIGINS: siteUrl,
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  });
  const cmsUrl = cms.url;
  let web;
  let browser;
  try {
    await cms.start();
    await buildWeb(cmsUrl, siteUrl);
    web = await startWebServer({ root: join(ROOT, 'web', 'build', 'client'), port: P.web, cmsUrl });
    const playwright = await import(pathToFileURL(testsRequire.resolve('@playwright/test')).href);
    const { chromium } = playwright.chromium ? playwright : playwright.default;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    if (!onlyRoutes) rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const started = Date.now();
    let count = 0;
    console.log(`\n▶ screenshots into screenshots/`);
    for (const route of (await publicRoutes(cmsUrl)).filter(
      (r) => !onlyRoutes || onlyRoutes.some((o) => r === o || (o.endsWith('*') && r.startsWith(o.slice(0, -1)))),
    )) {
      for (const width of widths)
        for (const theme of themes) (await shoot(browser, `${siteUrl}${route}`, fileName(route, width, theme), { width, theme }), count++);
      console.log(`  ${route}`);
    }
    const sessionValue = await session(cmsUrl);
    const screens = withDashboard ? [...DASHBOARD_SCREENS, ...(await editorScreens(cmsUrl, sessionValue))] : [];
    for (const screen of screens.filter((screen) => !onlyScreens || onlyScreens.includes(screen.split('/')[0]))) {
      for (const width of widths)
        for (const theme of themes)
          (await shoot(browser, `${siteUrl}/admin/dashboard/${screen}`, fileName(`/admin/dashboard/${screen}`, width, theme), {
            width,
            theme,
            sessionValue,
          }),
            count++);
      console.log(`  /admin/dashboard/${screen}`);
    }
    // `--screens=edicao`: only the editor's team states (conflict, history, another person editing, recovery).
    if (withDashboard && (!onlyScreens || onlyScreens.includes('edicao'))) {
      count += await shootEditingStates(browser, { siteUrl, cmsUrl, sessionValue, widths, themes, out: OUT });
      console.log('  editor states: editando, conflito, historico, recuperar');
    }
    // `--screens=foco`: Mídia's focal-point dialog with the site's crops previewed.
    if (withDashboard && (!onlyScreens || onlyScreens.includes('foco'))) {
      count += await shootFocalPoint(browser, { siteUrl, sessionValue, widths, themes, out: OUT });
      console.log('  focal point: midia-foco');
    }
    // `--screens=lote`: the bulk bar, on the Blog list and on Envios' failed deliveries.
    if (withDashboard && (!onlyScreens || onlyScreens.includes('lote'))) {
      count += await shootBulkStates(browser, { siteUrl, cmsUrl, sessionValue, widths, themes, out: OUT });
      console.log('  bulk bar: blog-lote, envios-lote');
    }
    console.log(`✔ ${count} screenshots in screenshots/ (${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    await browser?.close();
    web?.close();
    await cms.dispose();
  }
});
