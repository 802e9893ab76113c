import { isRouteErrorResponse } from 'react-router';

import type { PageHandle } from '@/site/components/layout/page-handle';
import { NotFound } from '@/site/components/errors/not-found';
import { paths } from '@/shared/config/paths';
import { pages } from '@/site/content/pages';
import { CasePage, fetchCase, loadCase, mainImage } from '@/site/features/cases';
import { CaseTestimonialPart, fetchCaseTestimonial, loadCaseTestimonial } from '@/site/features/proof';
import { liveOrBuilt } from '@/site/lib/public-api';
import { absoluteUrl, breadcrumbJsonLd, caseStudyJsonLd } from '@/shared/lib/json-ld';
import { sharingImage } from '@/shared/lib/media-sources';
import { companyFromMatches, ogImages, pageMeta, pageTitle, siteUrl, type OgImage } from '@/shared/lib/seo';

import type { Route } from './+types/case-study';

/** Build time only (ssr:false): the case of each prerendered slug (prerender-paths.ts lists the published ones) and its testimonial. */
/** The page's largest paint is its first picture (web/src/site/components/layout/page-handle.ts). */
export const handle: PageHandle = { mainImage: true };

export async function loader({ params }: Route.LoaderArgs) {
  const [item, testimonial] = await Promise.all([loadCase(params.slug), loadCaseTestimonial(params.slug)]);
  return { item, testimonial };
}

/**
 * In the browser only for a case published after the build (its URL is served by the client-rendered app): the
 * live API; the prerendered data is the backup when the API cannot be reached.
 */
export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return liveOrBuilt(
    async () => {
      const [item, testimonial] = await Promise.all([fetchCase(params.slug), fetchCaseTestimonial(params.slug).catch(() => null)]);
      return { item, testimonial };
    },
    () => serverLoader(),
  );
}

export const meta: Route.MetaFunction = (args) => {
  const item = args.loaderData?.item;
  if (!item) return [{ title: pageTitle('Case não encontrado') }, { name: 'robots', content: 'noindex' }];
  const path = paths.caseStudy(item.slug);
  const main = mainImage(item);
  // The case's own image for link previews (a media-library photo: its 1200×630 cut around the focal point); the branded
  // /cases image when it has none.
  const shared = main && item.image ? sharingImage(item.image) : main && { url: main.src, width: main.width ?? 1200, height: main.height ?? 800 };
  const image: OgImage = main && shared ? { ...shared, alt: main.alt } : ogImages.cases;
  const modified = item.updatedAt;
  return pageMeta(item.title, item.short_description, args, {
    type: 'article',
    image,
    article: { publishedTime: item.createdAt, modifiedTime: modified, section: 'Cases' },
    jsonLd: [
      caseStudyJsonLd(siteUrl, companyFromMatches(args.matches), {
        path,
        headline: item.title,
        description: item.short_description,
        client: item.client_name,
        datePublished: item.createdAt,
        dateModified: modified,
        image: absoluteUrl(siteUrl, image.url),
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Início', path: paths.home },
        { name: pages.cases.title, path: paths.cases },
        { name: item.title, path },
      ]),
    ],
  });
};

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  // Unknown or unpublished slug: the site's 404 view (it logs the path) inside the normal layout.
  const { item, testimonial } = loaderData;
  return item ? (
    <CasePage item={item}>
      <CaseTestimonialPart slug={item.slug} item={testimonial} />
    </CasePage>
  ) : (
    <NotFound />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
