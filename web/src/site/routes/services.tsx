import {
  defaultServicesCta,
  defaultServicesHero,
  FinalCtaSection,
  HeroSection,
  PartnerLogos,
  partners,
  PlanCards,
  plans,
  Section,
  ServicePriceCards,
  services,
} from '@/site/features/marketing';
import { EditableSection, loadPageSections, pageSection, type CtaContent, type HeroContent } from '@/site/features/page-content';
import { ClientLogos, loadClients, loadTeam, Team } from '@/site/features/proof';
import { pages } from '@/site/content/pages';
import { ogImages, pageMeta } from '@/shared/lib/seo';

import { BuildingAssembly } from '@/site/components/illustrations';
import type { Route } from './+types/services';

const copy = pages.services;

/** The line above the hero's title naming the page's subject. */
const EYEBROW = 'Serviços e planos';

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.services });

/** Build-time (prerender) read of the CMS-managed sections and the proof (client logos, the team). */
export async function loader() {
  const [sections, clients, team] = await Promise.all([loadPageSections('servicos'), loadClients(), loadTeam()]);
  return { sections, clients, team };
}

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const hero = pageSection<HeroContent>(defaultServicesHero, loaderData.sections, 'hero');
  const finalCta = pageSection<CtaContent>(defaultServicesCta, loaderData.sections, 'final_cta');

  return (
    <>
      <EditableSection page="servicos" sectionKey="hero" contentType="hero" content={hero}>
        <HeroSection content={hero} eyebrow={EYEBROW} visual={<BuildingAssembly />} />
      </EditableSection>
      <Section title="Nossos Serviços" intro="Valores mensais de referência; a proposta final depende do escopo e das metas do seu projeto.">
        <ServicePriceCards services={services} />
      </Section>
      <Section
        title="Planos"
        intro="Modelos de contratação para cada momento: do corretor autônomo à incorporadora com lançamento na rua."
        tone="paper"
      >
        <PlanCards plans={plans} />
      </Section>
      <ClientLogos clients={loaderData.clients} />
      {loaderData.team.length > 0 && (
        <Section
          title="Quem cuida do seu projeto"
          intro="Uma equipe em Sorocaba que acompanha cada lançamento, do briefing ao relatório."
          tone="band"
        >
          <Team members={loaderData.team} />
        </Section>
      )}
      <Section title="Parceiros" intro="Atuamos nas principais plataformas de mídia paga.">
        <PartnerLogos partners={partners} />
      </Section>
      <EditableSection page="servicos" sectionKey="final_cta" contentType="cta" content={finalCta}>
        <FinalCtaSection content={finalCta} />
      </EditableSection>
    </>
  );
}
