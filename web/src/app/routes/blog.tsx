import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/content/pages';
import { BlogList, loadArticles, useArticles } from '@/features/blog';
import { EditableSection, loadPageSections, usePageSection, type CtaContent, type HeroContent } from '@/features/page-content';
import { ogImages, pageMeta } from '@/lib/seo';

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
export async function loader() {
  const [articles, sections] = await Promise.all([loadArticles(), loadPageSections('blog')]);
  return { articles, sections };
}

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.blog });

/** A CMS href: site paths navigate in the app, anything else is a plain link. */
type CmsButtonProps = { href: string; label: string } & Pick<ButtonProps, 'variant' | 'color' | 'size' | 'sx'>;

function CmsButton({ href, label, ...props }: CmsButtonProps) {
  return href.startsWith('/') ? (
    <Button component={Link} to={href} {...props}>
      {label}
    </Button>
  ) : (
    <Button href={href} {...props}>
      {label}
    </Button>
  );
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const articles = useArticles(loaderData.articles);
  const hero = usePageSection<HeroContent>('blog', 'hero', heroFallback, loaderData.sections);
  const cta = usePageSection<CtaContent>('blog', 'final_cta', ctaFallback, loaderData.sections);
  // The H1 stays 'Blog'; the CMS hero title becomes the lead line under it, then its subtitle.
  const lead = hero.title !== copy.heading ? hero.title : undefined;

  return (
    <>
      <EditableSection page="blog" sectionKey="hero" contentType="hero" content={hero}>
        <PageIntro heading={copy.heading} intro={lead ?? hero.subtitle}>
          {lead && (
            <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: '60ch' }}>
              {hero.subtitle}
            </Typography>
          )}
          {hero.cta_label && hero.cta_href && (
            <CmsButton href={hero.cta_href} label={hero.cta_label} variant="contained" color="secondary" sx={{ mt: 3 }} />
          )}
        </PageIntro>
      </EditableSection>
      <Container sx={{ pb: { xs: 6, md: 10 } }}>
        <BlogList articles={articles} />
      </Container>
      <EditableSection page="blog" sectionKey="final_cta" contentType="cta" content={cta}>
        <Box component="section" aria-labelledby="blog-cta" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Container sx={{ textAlign: 'center' }}>
            <Typography id="blog-cta" variant="h2" sx={{ mb: 2 }}>
              {cta.title}
            </Typography>
            <Typography sx={{ mb: 4, maxWidth: '60ch', mx: 'auto', opacity: 0.9 }}>{cta.text}</Typography>
            <CmsButton href={cta.button_href} label={cta.button_label} variant="contained" color="secondary" size="large" />
          </Container>
        </Box>
      </EditableSection>
    </>
  );
}
