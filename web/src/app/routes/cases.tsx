import { pages } from '@/content/pages';
import { CasesShowcase, defaultCasesCta, defaultCasesHero } from '@/features/cases';
import { FinalCtaSection, HeroSection } from '@/features/marketing';
import { loadPageSections, usePageSection, type CtaContent, type HeroContent } from '@/features/page-content';
import { paths } from '@/config/paths';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { ogImages, pageMeta, siteUrl } from '@/lib/seo';

import type { Route } from './+types/cases';

const copy = pages.cases;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(copy.title, copy.description, args, {
    image: ogImages.cases,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Início', path: paths.home },
        { name: copy.title, path: paths.cases },
      ]),
    ],
  });

/** Build-time (prerender) read of the CMS-managed hero and closing call to action. */
export async function loader() {
  return { sections: await loadPageSections('cases') };
}

/** The hero's title is the page's H1; the cases themselves are read live in the browser. */
export default function CasesRoute({ loaderData }: Route.ComponentProps) {
  const hero = usePageSection<HeroContent>('cases', 'hero', defaultCasesHero, loaderData.sections);
  const finalCta = usePageSection<CtaContent>('cases', 'final_cta', defaultCasesCta, loaderData.sections);

  return (
    <>
      <HeroSection content={hero} />
      <CasesShowcase />
      <FinalCtaSection content={finalCta} />
    </>
  );
}
