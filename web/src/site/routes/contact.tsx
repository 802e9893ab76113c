import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';

import { SorocabaMap } from '@/site/components/illustrations';
import { LeadForm } from '@/site/features/leads';
import {
  ContactInfo,
  contactFaqs,
  defaultContactCta,
  defaultContactHero,
  FaqAccordion,
  FinalCtaSection,
  HeroSection,
  Section,
} from '@/site/features/marketing';
import { EditableSection, loadPageSections, pageSection, type CtaContent, type HeroContent } from '@/site/features/page-content';
import { pages } from '@/site/content/pages';
import { faqPageJsonLd } from '@/shared/lib/json-ld';
import { ogImages, pageMeta } from '@/shared/lib/seo';

import type { Route } from './+types/contact';

const copy = pages.contact;

/** The line above the hero's title naming the page's subject. */
const EYEBROW = 'Fale com a Alicerce';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(copy.title, copy.description, args, { image: ogImages.contact, jsonLd: [faqPageJsonLd(contactFaqs)] });

/** Build-time (prerender) read of the CMS-managed sections. */
export async function loader() {
  return { sections: await loadPageSections('contato') };
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const hero = pageSection<HeroContent>(defaultContactHero, loaderData.sections, 'hero');
  const finalCta = pageSection<CtaContent>(defaultContactCta, loaderData.sections, 'final_cta');

  return (
    <>
      <EditableSection page="contato" sectionKey="hero" contentType="hero" content={hero}>
        <HeroSection content={hero} eyebrow={EYEBROW} visual={<SorocabaMap />} />
      </EditableSection>
      <Container component="section" aria-label="Formulário e informações de contato" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <LeadForm source="contato" title="Envie sua mensagem" />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactInfo />
          </Grid>
        </Grid>
      </Container>
      <Section title="Perguntas frequentes" tone="paper">
        <FaqAccordion faqs={contactFaqs} />
      </Section>
      <EditableSection page="contato" sectionKey="final_cta" contentType="cta" content={finalCta}>
        <FinalCtaSection content={finalCta} />
      </EditableSection>
    </>
  );
}
