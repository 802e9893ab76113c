import { isRouteErrorResponse } from 'react-router';
import { landingVariantKeys, type LandingBlock, type LandingVariantKey } from '@alicerce/domain';

import { NotFound } from '@/site/components/errors/not-found';
import type { PageHandle } from '@/site/components/layout/page-handle';
import { paths } from '@/shared/config/paths';
import {
  LandingPageView,
  fetchLandingPage,
  landingHead,
  landingShareImage,
  launchFrameOf,
  loadLandingPage,
  type LandingPage,
} from '@/site/features/landing';
import { liveOrBuilt } from '@/site/lib/public-api';
import { absoluteUrl, faqPageJsonLd, websiteId } from '@/shared/lib/json-ld';
import { pageMeta, pageTitle, siteUrl } from '@/shared/lib/seo';

import type { Route } from './+types/landing-page';
import { landingRenderers } from './landing-page-blocks';

/**
 * /lp/<slug> (hero variant a) and /lp/<slug>/__v/<b|c> (the other variants, landingVariantPath): one prerendered file
 * per variant, each with the page's own head and canonical /lp/<slug>. Where the page is served, the A/B split picks a
 * file; the page itself carries no experiment code.
 */
const variantOf = (params: { variant?: string }): LandingVariantKey => (params.variant === 'b' || params.variant === 'c' ? params.variant : 'a');

/** The hero's picture is the first paint's largest part: the brand face waits for it (shared/theme/brand-font-style.tsx). */
export const handle: PageHandle = {
  mainImage: true,
  // A launch's page: its own focused frame (no site navigation, its WhatsApp); the agency's own keeps the site's.
  launchFrame: (data) => launchFrameOf((data as { page?: LandingPage | null } | undefined)?.page),
};

/** Build time only (ssr:false): the page of each prerendered path (prerender-paths.ts lists the published ones). */
export async function loader({ params }: Route.LoaderArgs) {
  return { page: await loadLandingPage(params.slug), variant: variantOf(params) };
}

/** In the browser only for a page published after the build (served by the client-rendered app). */
export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return liveOrBuilt(
    async () => ({ page: await fetchLandingPage(params.slug).catch(() => null), variant: variantOf(params) }),
    () => serverLoader(),
  );
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return [{ title: pageTitle('Página não encontrada') }, { name: 'robots', content: 'noindex' }];
  const { title, description } = landingHead(page);
  const path = paths.landingPage(page.slug);
  const image = landingShareImage(page);
  const faq = page.blocks.find((block) => block.type === 'faq');
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${absoluteUrl(siteUrl, path)}#webpage`,
    url: absoluteUrl(siteUrl, path),
    name: title,
    description,
    inLanguage: 'pt-BR',
    isPartOf: { '@id': websiteId(siteUrl) },
    ...(image ? { primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, image.url) } } : {}),
    ...(page.updatedAt ? { dateModified: page.updatedAt } : {}),
  };
  return pageMeta(title, description, args, {
    canonicalPath: path,
    noindex: page.noindex,
    ...(image ? { image } : {}),
    jsonLd: [webPage, ...(faq?.type === 'faq' ? [faqPageJsonLd(faq.items)] : [])],
  });
};

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, variant } = loaderData;
  // Unknown, unpublished or a variant the page does not have: the site's 404 view inside the normal layout.
  if (!page || !landingVariantKeys(page.blocks as LandingBlock[]).includes(variant)) return <NotFound />;
  return <LandingPageView page={page} variant={variant} renderers={landingRenderers} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
