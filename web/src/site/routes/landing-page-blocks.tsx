import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import { LANDING_FORM_ANCHOR } from '@alicerce/domain';

import { Section } from '@/site/components/ui/section';
import type { LandingRenderers } from '@/site/features/landing';
import { LeadForm } from '@/site/features/leads';
import { BenefitsList, FaqAccordion, FinalCtaSection } from '@/site/features/marketing';
import { ClientLogoStrip, TestimonialGrid, type ClientLogo, type Testimonial } from '@/site/features/proof';

/** The form's anchor without '#': the hero's and the CTA's buttons lead there by default. */
const FORM_ID = LANDING_FORM_ANCHOR.slice(1);

/**
 * The blocks of a landing page drawn by the fixed pages' own renderers (a feature never imports another: they meet
 * here): the benefits list, the FAQ band, the proof's testimonials and logo strip, the closing call to action and the
 * lead form, which sends the page's slug, the variant of this file and the block's campaign tag with the lead.
 */
export const landingRenderers: LandingRenderers = {
  benefits: (block, tone) => (
    <Section title={block.title} intro={block.intro || undefined} tone={tone}>
      <BenefitsList benefits={block.items} />
    </Section>
  ),
  faq: (block, tone) => (
    <Section title={block.title} tone={tone}>
      <FaqAccordion faqs={block.items} idPrefix="lp-faq" />
    </Section>
  ),
  testimonials: (block, tone) =>
    block.items.length > 0 && (
      <Section title={block.title} tone={tone}>
        <TestimonialGrid items={block.items.map((item) => ({ case: null, featured: false, ...item }) as Testimonial)} />
      </Section>
    ),
  client_logos: (block) => <ClientLogoStrip clients={block.items as ClientLogo[]} title={block.title} />,
  cta: (block) => (
    <FinalCtaSection content={{ title: block.title, text: block.text, button_label: block.button_text, button_href: block.button_href }} />
  ),
  lead_form: (block, tone) => (
    <Box id={FORM_ID} sx={{ scrollMarginTop: 80 }}>
      <Section title={block.title} intro={block.text || undefined} tone={tone}>
        <Container maxWidth="sm" disableGutters>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <LeadForm
                source="landing-page"
                landing={{ fields: block.fields, buttonText: block.button_text, consentText: block.consent_text, campaignTag: block.campaign_tag }}
              />
            </CardContent>
          </Card>
        </Container>
      </Section>
    </Box>
  ),
};
