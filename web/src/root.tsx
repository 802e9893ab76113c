import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { useContext, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, UNSAFE_FrameworkContext } from 'react-router';

import { FAVICON_URL } from '@/shared/lib/favicon';
import { usePageHandle } from '@/site/components/layout/page-handle';
import { LiveCompanyProvider, loadCompany } from '@/site/features/company';
import { CONSENT_DEFAULT_SCRIPT } from '@/site/features/consent';
import { islandsBootstrap } from '@/site/lib/islands/bootstrap';
import { MAIN_IMAGE_PENDING_SCRIPT, MAIN_IMAGE_TIMING_SCRIPT } from '@/site/lib/islands/main-image-head';
import { brandName } from '@/shared/lib/seo';
import { SPECULATION_RULES } from '@/site/lib/speculation-rules';
import INLINE_ISLANDS_SCRIPT from 'virtual:inline-islands';
import {
  BRAND_FONT_CACHED_KEY,
  BRAND_FONT_CUT_ID,
  BRAND_FONT_STYLE_ID,
  BRAND_FONT_URL,
  BrandFontStyle,
  brandPalette,
  MODE_STORAGE_KEY,
} from '@/shared/theme';

import type { Route } from './+types/root';
import { AppProviders } from '@/shared/providers/app-providers';
import { AppThemeProvider } from '@/shared/providers/theme-provider';
import { ErrorView } from '@/error-view';

/** React Router's context on a page being prerendered (its manifest names the entry); null in the client-rendered app. */
function usePrerenderedPage() {
  const framework = useContext(UNSAFE_FrameworkContext);
  return framework && !framework.isSpaMode ? framework : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const { mainImage } = usePageHandle();
  const prerendered = Boolean(usePrerenderedPage());
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Google Consent Mode v2 defaults (all denied) before any custom script or tag can run. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandPalette.navy['800']} />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* With the HTML where the first paint's largest part is text; after the main image where that is an image. */}
        <BrandFontStyle late={Boolean(mainImage)} />
        {/* The main pictures marked for element timing as they are read; where the largest paint is a picture, the
            pictures below it wait for its paint. Only a prerendered page has the script that waits for those reports. */}
        {prerendered && (
          <script
            dangerouslySetInnerHTML={{ __html: mainImage ? `${MAIN_IMAGE_TIMING_SCRIPT};${MAIN_IMAGE_PENDING_SCRIPT}` : MAIN_IMAGE_TIMING_SCRIPT }}
          />
        )}
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

const BRAND_FONT = { id: BRAND_FONT_STYLE_ID, cachedKey: BRAND_FONT_CACHED_KEY, url: BRAND_FONT_URL, cutId: BRAND_FONT_CUT_ID };

/**
 * A prerendered page names one script: the entry, loaded by the inline script of site/lib/islands/bootstrap.ts (with the
 * modules it imports, once the first paint is on screen), which binds the page's islands and nothing else — no router,
 * no module list in the HTML; the first screen's islands, bound inline (site/islands/inline.ts); and its speculation
 * rules (site/lib/speculation-rules.ts). The client-rendered app (admin, pages not prerendered) gets React Router's.
 */
function PageScripts() {
  const framework = usePrerenderedPage();
  if (!framework) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: islandsBootstrap(framework.manifest.entry.module, framework.manifest.entry.imports, BRAND_FONT) }} />
      <script dangerouslySetInnerHTML={{ __html: INLINE_ISLANDS_SCRIPT }} />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
    </>
  );
}

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
