import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import type { PageHandle } from '@/site/components/layout/page-handle';
import { PlansDesk } from '@/site/components/illustrations';
import { ctaBandSx } from '@/site/components/ui/cta-band';
import { PageIntro } from '@/site/components/ui/page-intro';
import { pages } from '@/site/content/pages';
import { BlogList, loadArticles } from '@/site/features/blog';
import { CmsButton } from '@/site/features/marketing';
import { EditableSection, loadPageSections, pageSection, type CtaContent, type HeroContent } from '@/site/features/page-content';
import { sectionField } from '@/site/lib/section-fields';
import { ogImages, pageMeta } from '@/shared/lib/seo';

import type { Route } from './+types/blog';

const copy = pages.blog;

const heroFallback: HeroContent = { title: copy.heading, subtitle: copy.intro, cta_label: '', cta_href: '' };
const ctaFallback: CtaContent = {
  title: 'Quer aplicar essas estratégias no seu negócio?',
  text: 'Nossa equipe adapta cada tática à realidade do seu empreendimento e acompanha os números com você.',
  button_label: 'Solicitar consultoria gratuita',
  button_href: '/agendamento',
};

/** Build time only (ssr:false): the list and the CMS sections the prerendered HTML shows. */
/** The page's largest paint is its first picture (web/src/site/components/layout/page-handle.ts). */
export const handle: PageHandle = { mainImage: true };

export async function loader() {
  const [articles, sections] = await Promise.all([loadArticles(), loadPageSections('blog')]);
  return { articles, sections };
}

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.blog });

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const hero = pageSection<HeroContent>(heroFallback, loaderData.sections, 'hero');
  const cta = pageSection<CtaContent>(ctaFallback, loaderData.sections, 'final_cta');
  // The H1 stays 'Blog'; the CMS hero title becomes the lead line under it, then its subtitle.
  const lead = hero.title !== copy.heading ? hero.title : undefined;

  return (
    <>
      <EditableSection page="blog" sectionKey="hero" contentType="hero" content={hero}>
        <PageIntro
          eyebrow="Blog da Alicerce"
          visual={<PlansDesk />}
          heading={copy.heading}
          intro={lead ?? hero.subtitle}
          introProps={sectionField(lead ? 'title' : 'subtitle')}
        >
          {lead && (
            <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: '60ch' }} {...sectionField('subtitle')}>
              {hero.subtitle}
            </Typography>
          )}
          <CmsButton
            href={hero.cta_href}
            label={hero.cta_label}
            fields={{ label: 'cta_label', href: 'cta_href' }}
            variant="contained"
            color="secondary"
            sx={{ mt: 3 }}
          />
        </PageIntro>
      </EditableSection>
      {/* Room between the hero's band and the category chips (they touched it: issue 56). */}
      <Container sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 6, md: 10 } }}>
        <BlogList articles={articles} />
      </Container>
      <EditableSection page="blog" sectionKey="final_cta" contentType="cta" content={cta}>
        <Box component="section" aria-labelledby="blog-cta" sx={(theme) => ({ py: { xs: 6, md: 8 }, ...ctaBandSx(theme) })}>
          <Container sx={{ textAlign: 'center' }}>
            <Typography id="blog-cta" variant="h2" sx={{ mb: 2 }} {...sectionField('title')}>
              {cta.title}
            </Typography>
            <Typography sx={{ mb: 4, maxWidth: '60ch', mx: 'auto', opacity: 0.9 }} {...sectionField('text')}>
              {cta.text}
            </Typography>
            <CmsButton
              href={cta.button_href}
              label={cta.button_label}
              fields={{ label: 'button_label', href: 'button_href' }}
              variant="contained"
              color="secondary"
              size="large"
            />
          </Container>
        </Box>
      </EditableSection>
    </>
  );
}
