import { LeadForm } from '@/site/features/leads';
import {
  agencyStats,
  BenefitsList,
  FormSection,
  HeroSection,
  HighlightCards,
  marketingBenefits,
  marketingFormSection,
  marketingHero,
  marketingStrategies,
  Section,
  StatsSection,
} from '@/site/features/marketing';
import { pages } from '@/site/content/pages';
import { ogImages, pageMeta } from '@/shared/lib/seo';

import { FunnelBuildings } from '@/site/components/illustrations';
import type { Route } from './+types/real-estate-marketing';

const copy = pages.realEstateMarketing;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.realEstateMarketing });

export default function RealEstateMarketingRoute() {
  return (
    <>
      <HeroSection content={marketingHero} eyebrow="Marketing digital imobiliário" visual={<FunnelBuildings />} />
      <StatsSection stats={agencyStats} title="Números da nossa operação" />
      <Section title="Benefícios do marketing digital imobiliário">
        <BenefitsList benefits={marketingBenefits} />
      </Section>
      <Section
        title="Quatro estratégias que vendem imóveis"
        intro="Combinamos canais e ferramentas de acordo com o tipo de empreendimento, o público e a meta de vendas."
        tone="paper"
      >
        <HighlightCards items={marketingStrategies} columns={4} />
      </Section>
      <FormSection {...marketingFormSection} form={<LeadForm source="marketing-digital" />} />
    </>
  );
}
