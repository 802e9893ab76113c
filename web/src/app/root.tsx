import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { useContext, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, UNSAFE_FrameworkContext } from 'react-router';

import { usePageHandle } from '@/components/layout/page-handle';
import { LiveCompanyProvider, loadCompany } from '@/features/company';
import { CONSENT_DEFAULT_SCRIPT } from '@/features/consent';
import { brandName } from '@/lib/seo';
import { SPECULATION_RULES } from '@/lib/speculation-rules';
import { BRAND_FONT_CACHED_KEY, BRAND_FONT_STYLE_ID, BRAND_FONT_URL, BrandFontStyle, brandPalette, MODE_STORAGE_KEY } from '@/theme';

import type { Route } from './+types/root';
import { AppProviders } from './providers/app-providers';
import { AppThemeProvider } from './providers/theme-provider';
import { ErrorView } from './error-view';

export function Layout({ children }: { children: ReactNode }) {
  const { mainImage } = usePageHandle();
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Google Consent Mode v2 defaults (all denied) before any custom script or tag can run. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandPalette.navy['800']} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* With the HTML where the first paint's largest part is text; after the main image where that is an image. */}
        <BrandFontStyle late={Boolean(mainImage)} />
        <Meta />
        <Links />
      </head>
      <body>
        <InitColorSchemeScript attribute="class" defaultMode="system" modeStorageKey={MODE_STORAGE_KEY} />
        <AppThemeProvider>{children}</AppThemeProvider>
        <PageScripts />
      </body>
    </html>
  );
}

/**
 * A prerendered page names one script: the entry, which binds the page's islands (lib/islands) and nothing else —
 * no router, no preloaded module list — and its speculation rules (lib/speculation-rules.ts). The client-rendered app (admin, pages not prerendered) gets React Router's.
 */
function PageScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!framework || framework.isSpaMode) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: islandsBootstrap(framework.manifest.entry.module) }} />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
    </>
  );
}

/**
 * The one script a static page names, inline (trusted by its CSP hash; `toString` keeps it one definition). It loads
 * the islands' entry by creating its element — under 'strict-dynamic' only scripts that trusted scripts insert may
 * load, with the modules they import — once the page's first paint is on screen and its main image (fetchpriority=high)
 * has been painted, so no script competes with what the visitor sees first (Lighthouse's simulation counts every
 * request made before the paint was shown into the paint: it made LCPs swing between 0.9 and 1.6 s). Until the
 * islands run, a form sent is held (its island sends it), never posted to the page.
 */
function loadIslands(entry: string, failedText: string, font: { id: string; cachedKey: string; url: string }) {
  const held: HTMLFormElement[] = [];
  const root = document.documentElement;
  (window as unknown as { __heldForms: HTMLFormElement[] }).__heldForms = held;
  // When the page's code cannot be loaded (network down, a blocked script), a form sent says so instead of doing
  // nothing: what was typed stays in the fields, and nothing is posted into the address bar.
  const sayFailed = (form: HTMLFormElement) => {
    if (form.querySelector('[data-islands-failed]')) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.setAttribute('data-islands-failed', '');
    message.style.cssText = 'margin:8px 0 0;color:var(--mui-palette-error-main);font-weight:600';
    message.textContent = failedText;
    form.appendChild(message);
  };
  document.addEventListener(
    'submit',
    (event) => {
      if ((window as unknown as { __islandsReady?: boolean }).__islandsReady) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      if (root.dataset.islands === 'failed') sayFailed(form);
      else held.push(form);
    },
    true,
  );
  // A tap on a button of an island bound at load (menu, theme, FAQ, cookie banner), made before the islands run, is
  // kept and made again once they do — and it starts loading them at once: the first tap is never lost.
  const tapped: HTMLElement[] = [];
  (window as unknown as { __heldTaps: HTMLElement[] }).__heldTaps = tapped;
  document.addEventListener(
    'click',
    (event) => {
      if ((window as unknown as { __islandsReady?: boolean }).__islandsReady || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('[data-island-when="load"] button:not([type="submit"])');
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      if (!tapped.includes(button)) tapped.push(button);
      start();
    },
    true,
  );
  // The brand face, held off on a first visit to a page whose main image is its largest paint
  // (theme/brand-font-style.tsx), is fetched once that image is on screen — into the cache, for the next page, and not
  // swapped in here: text that moved after the first paint would be a layout shift. A page that has it on marks it
  // cached once loaded.
  const showFont = () => {
    const style = document.getElementById(font.id) as HTMLStyleElement | null;
    if (!style || !document.fonts) return;
    const remember = () => {
      try {
        localStorage.setItem(font.cachedKey, '1');
      } catch {
        // Storage blocked: the next page holds the face off again, as on a first visit.
      }
    };
    if (style.media === 'all') document.fonts.load('1em Manrope').then((faces) => faces.length > 0 && remember(), () => {});
    else new FontFace('Manrope', `url(${font.url}) format("woff2")`, { weight: '200 800' }).load().then(remember, () => {});
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    showFont();
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    script.onerror = () => {
      root.dataset.islands = 'failed';
      held.splice(0).forEach(sayFailed);
    };
    document.body.appendChild(script);
  };
  // "Painted" is what the browser reports once the frame is on screen (paint timing; element timing for the main
  // images, marked here before their first paint — the attribute is not in the HTML standard the pages are checked
  // against): a frame drawn is not yet shown, and a script fetched in between would compete with it. Where the browser
  // has no such report, the next frame after the image arrived stands in for it.
  const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  images.forEach((image) => image.setAttribute('elementtiming', 'main-image'));
  const reports = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  const whenReported = (type: string, seen: (entry: PerformanceEntry) => boolean, then: () => void) => {
    if (!reports.includes(type)) return requestAnimationFrame(() => setTimeout(then));
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(seen)) {
        observer.disconnect();
        setTimeout(then);
      }
    });
    observer.observe({ type, buffered: true });
  };
  whenReported('paint', (entry) => entry.name === 'first-contentful-paint', () => {
    let left = images.length;
    if (left === 0) return start();
    const done = new Set<Element>();
    const settled = (image: Element) => !done.has(image) && done.add(image) && --left <= 0 && start();
    const timed = reports.includes('element');
    images.forEach((image) => {
      const shown = () => settled(image);
      if (timed) whenReported('element', (entry) => (entry as PerformanceEntry & { element?: Element }).element === image, shown);
      // An image outside the screen is never painted, a failed one never will be, and a browser without element
      // timing reports nothing: then a moment after it arrived stands in for the report.
      const arrived = () => (timed && image.naturalWidth ? setTimeout(shown, 300) : requestAnimationFrame(() => setTimeout(shown)));
      if (image.complete) arrived();
      else {
        image.addEventListener('load', arrived, { once: true });
        image.addEventListener('error', arrived, { once: true });
      }
    });
  });
  setTimeout(start, 2500);
}

/** Said in a form sent when the page's code could not be loaded. */
const ISLANDS_FAILED_TEXT = 'Não foi possível carregar o formulário. Verifique sua conexão e recarregue a página.';

const FONT = { id: BRAND_FONT_STYLE_ID, cachedKey: BRAND_FONT_CACHED_KEY, url: BRAND_FONT_URL };
const islandsBootstrap = (entry: string) => `(${loadIslands.toString()})(${[entry, ISLANDS_FAILED_TEXT, FONT].map((arg) => JSON.stringify(arg)).join(', ')});`;

/** Build time only (ssr:false): the company contact data every page shows, from the CMS. */
export async function loader() {
  return { company: await loadCompany() };
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppProviders>
      <LiveCompanyProvider initial={loaderData.company}>
        <Outlet />
      </LiveCompanyProvider>
    </AppProviders>
  );
}

/**
 * Only rendered in the SPA fallback (/admin/* and unknown paths), never in the
 * prerendered public pages. React 19 hoists the <meta> into <head>, so the
 * fallback HTML is noindex even before JS runs.
 */
export function HydrateFallback() {
  return (
    <>
      <title>{brandName}</title>
      <meta name="robots" content="noindex" />
      <ErrorView kind="loading" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView kind="not-found" />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView kind="error" />;
}
