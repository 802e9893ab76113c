import { LeadForm } from '@/site/features/leads';
import {
  BenefitsList,
  defaultHomeCta,
  defaultHomeHero,
  FinalCtaSection,
  FormSection,
  HeroSection,
  HighlightCards,
  homeBenefits,
  homeFormSection,
  homeServices,
  agencyStats,
  ROTATING_WORD_INTERVAL_MS,
  RotatingWord,
  rotatingWords,
  Section,
  StatsSection,
} from '@/site/features/marketing';
import { EditableSection, loadPageSections, pageSection, type CtaContent, type HeroContent } from '@/site/features/page-content';
import { ClientLogoRow, ClientLogos, HomeTestimonials, loadClients, loadHomeTestimonials } from '@/site/features/proof';
import { pages } from '@/site/content/pages';
import { ogImages, pageMeta } from '@/shared/lib/seo';

import { LaunchSkyline } from '@/site/components/illustrations';
import type { Route } from './+types/home';

const copy = pages.home;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.home });

/** Build-time (prerender) read of the CMS-managed sections and the proof (testimonials, client logos). */
export async function loader() {
  const [sections, testimonials, clients] = await Promise.all([loadPageSections('home'), loadHomeTestimonials(), loadClients()]);
  return { sections, testimonials, clients };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const hero = pageSection<HeroContent>(defaultHomeHero, loaderData.sections, 'hero');
  const finalCta = pageSection<CtaContent>(defaultHomeCta, loaderData.sections, 'final_cta');

  return (
    <>
      <EditableSection page="home" sectionKey="hero" contentType="hero" content={hero}>
        <HeroSection
          content={hero}
          eyebrow="Marketing imobiliário orientado a vendas"
          titleSuffix={<RotatingWord words={rotatingWords} intervalMs={ROTATING_WORD_INTERVAL_MS} />}
          form={<LeadForm source="home-hero" title="Solicite uma consultoria gratuita" narrow />}
          visual={<LaunchSkyline />}
          proof={<ClientLogoRow clients={loaderData.clients} />}
          density="compact"
        />
      </EditableSection>
      <StatsSection stats={agencyStats} />
      <Section title="Como ajudamos você a vender mais" intro="Três frentes que trabalham juntas, do primeiro clique à assinatura do contrato.">
        <HighlightCards items={homeServices} />
      </Section>
      <Section title="Por que escolher a Alicerce Digital" tone="paper">
        <BenefitsList benefits={homeBenefits} />
      </Section>
      {loaderData.testimonials.length > 0 && (
        <Section
          title="Palavra de quem lançou com a gente"
          intro="Incorporadoras, loteadoras e imobiliárias contam o que mudou nas vendas."
          tone="band"
        >
          <HomeTestimonials items={loaderData.testimonials} />
        </Section>
      )}
      <FormSection {...homeFormSection} form={<LeadForm source="home-secao" />} />
      <ClientLogos clients={loaderData.clients} />
      <EditableSection page="home" sectionKey="final_cta" contentType="cta" content={finalCta}>
        <FinalCtaSection content={finalCta} />
      </EditableSection>
    </>
  );
}
