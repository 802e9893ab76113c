import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Link } from 'react-router';

import { NotFound } from '@/components/errors/not-found';
import { WhatsappButton } from '@/components/layout/whatsapp-button';
import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { findArticle } from '@/content/articles';
import { pageMeta, pageTitle } from '@/lib/seo';

import type { Route } from './+types/blog-article';

export const meta: Route.MetaFunction = ({ params }) => {
  const article = findArticle(params.slug);
  if (!article) return [{ title: pageTitle('Artigo não encontrado') }, { name: 'robots', content: 'noindex' }];
  return pageMeta(article.title, article.excerpt);
};

export default function BlogArticleRoute({ params }: Route.ComponentProps) {
  const article = findArticle(params.slug);
  if (!article) return <NotFound />;

  const date = parseISO(article.date);
  return (
    <>
      <PageIntro
        heading={article.title}
        intro={article.excerpt}
        eyebrow={
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={article.category} color="secondary" size="small" />
            <Typography variant="body2" color="text.secondary">
              <time dateTime={article.date}>{format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR })}</time>
              {' · '}
              {article.readTime} de leitura
            </Typography>
          </Stack>
        }
      >
        <Button component={Link} to={paths.blog} startIcon={<ArrowBackIcon />} sx={{ mt: 4, ml: -1 }}>
          Voltar para o blog
        </Button>
      </PageIntro>
      <WhatsappButton />
    </>
  );
}
