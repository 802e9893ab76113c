import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { useContext, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, UNSAFE_FrameworkContext } from 'react-router';

import { LiveCompanyProvider, loadCompany } from '@/features/company';
import { CONSENT_DEFAULT_SCRIPT } from '@/features/consent';
import { brandName } from '@/lib/seo';
import { MODE_STORAGE_KEY } from '@/theme';

import type { Route } from './+types/root';
import { AppProviders } from './providers/app-providers';
import { AppThemeProvider } from './providers/theme-provider';
import { ErrorView } from './error-view';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Google Consent Mode v2 defaults (all denied) before any custom script or tag can run. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B3C77" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
 * no router, no preloaded module list. The client-rendered app (admin, pages not prerendered) gets React Router's.
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
  return <script dangerouslySetInnerHTML={{ __html: islandsBootstrap(framework.manifest.entry.module) }} />;
}

/**
 * The one script a static page names, inline (trusted by its CSP hash; `toString` keeps it one definition). It loads
 * the islands' entry by creating its element — under 'strict-dynamic' only scripts that trusted scripts insert may
 * load, with the modules they import — once the page has painted and its main image (fetchpriority=high) has arrived,
 * so no script competes with what the visitor sees first. Until the islands run, a form sent is held (its island
 * sends it), never posted to the page.
 */
function loadIslands(entry: string, failedText: string) {
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
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    script.onerror = () => {
      root.dataset.islands = 'failed';
      held.splice(0).forEach(sayFailed);
    };
    document.body.appendChild(script);
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      const pending = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter((image) => !image.complete);
      let left = pending.length;
      if (left === 0) return start();
      const settled = () => --left <= 0 && start();
      pending.forEach((image) => {
        image.addEventListener('load', settled, { once: true });
        image.addEventListener('error', settled, { once: true });
        if (image.complete) settled();
      });
      setTimeout(start, 2500);
    }),
  );
}

/** Said in a form sent when the page's code could not be loaded. */
const ISLANDS_FAILED_TEXT = 'Não foi possível carregar o formulário. Verifique sua conexão e recarregue a página.';

const islandsBootstrap = (entry: string) => `(${loadIslands.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(ISLANDS_FAILED_TEXT)});`;

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
