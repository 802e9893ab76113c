import type { PageHandle } from '@/site/components/layout/page-handle';
import { pages } from '@/site/content/pages';
import { CasesShowcase, defaultCasesCta, defaultCasesHero, loadCases } from '@/site/features/cases';
import { FinalCtaSection, HeroSection } from '@/site/features/marketing';
import { EditableSection, loadPageSections, pageSection, type CtaContent, type HeroContent } from '@/site/features/page-content';
import { paths } from '@/shared/config/paths';
import { breadcrumbJsonLd } from '@/shared/lib/json-ld';
import { ogImages, pageMeta, siteUrl } from '@/shared/lib/seo';

import { FacadeUnits } from '@/site/components/illustrations';
import type { Route } from './+types/cases';

const copy = pages.cases;

/** The line above the hero's title naming the page's subject. */
const EYEBROW = 'Cases de sucesso';

/** The page's largest paint is its first picture (web/src/site/components/layout/page-handle.ts). */
export const handle: PageHandle = { mainImage: true };

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

/** Build-time (prerender) read of the published cases and the CMS-managed hero and closing call to action. */
export async function loader() {
  const [cases, sections] = await Promise.all([loadCases(), loadPageSections('cases')]);
  return { cases, sections };
}

/** The hero's title is the page's H1; the cards of every published case are in the HTML. */
export default function CasesRoute({ loaderData }: Route.ComponentProps) {
  const hero = pageSection<HeroContent>(defaultCasesHero, loaderData.sections, 'hero');
  const finalCta = pageSection<CtaContent>(defaultCasesCta, loaderData.sections, 'final_cta');

  return (
    <>
      <EditableSection page="cases" sectionKey="hero" contentType="hero" content={hero}>
        <HeroSection content={hero} eyebrow={EYEBROW} visual={<FacadeUnits />} />
      </EditableSection>
      <CasesShowcase cases={loaderData.cases} />
      <EditableSection page="cases" sectionKey="final_cta" contentType="cta" content={finalCta}>
        <FinalCtaSection content={finalCta} />
      </EditableSection>
    </>
  );
}
