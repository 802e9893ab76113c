import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse } from 'react-router';

import { NotFound } from '@/site/components/errors/not-found';
import type { PageHandle } from '@/site/components/layout/page-handle';
import { WhatsappButton } from '@/site/components/layout/whatsapp-button';
import { ArticlePage, fetchArticle, loadArticle } from '@/site/features/blog';
import { paths } from '@/shared/config/paths';
import { liveOrBuilt } from '@/site/lib/public-api';
import { absoluteUrl, blogPostingJsonLd, breadcrumbJsonLd } from '@/shared/lib/json-ld';
import { sharingImage } from '@/shared/lib/media-sources';
import { companyFromMatches, ogImages, pageMeta, pageTitle, siteUrl, type OgImage } from '@/shared/lib/seo';

import type { Route } from './+types/blog-article';

/**
 * Build time only (ssr:false): the article of each prerendered slug (prerender-paths.ts lists the slugs
 * the CMS had during the build).
 */
export async function loader({ params }: Route.LoaderArgs) {
  return { article: await loadArticle(params.slug) };
}

/**
 * Runs in the browser only for an article published after the build (its URL is served by the client-rendered
 * app, which runs client loaders): it reads the live API. If the API cannot be reached, the prerendered data
 * (`.data`) is the backup.
 */
export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return liveOrBuilt(
    async () => ({ article: await fetchArticle(params.slug) }),
    () => serverLoader(),
  );
}

const greeting = (title: string) => `Olá! Li o artigo "${title}" no blog e gostaria de saber mais.`;

/** The phone's action bar offers WhatsApp with the article's greeting, as the floating button does on wider screens. */
export const handle: PageHandle = {
  mainImage: true,
  whatsappGreeting: (data) => {
    const article = (data as Awaited<ReturnType<typeof loader>> | undefined)?.article;
    return article ? greeting(article.title) : undefined;
  },
};

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return [{ title: pageTitle('Artigo não encontrado') }, { name: 'robots', content: 'noindex' }];
  const description = article.seo_description || article.excerpt;
  const path = paths.article(article.slug);
  // The article's cover, cut to 1200×630 around its focal point (an absolute CMS media URL); the branded image when it has none.
  const image: OgImage = article.cover ? { ...sharingImage(article.cover), alt: article.cover_alt ?? article.title } : ogImages.blog;
  const modified = (article as { updatedAt?: string }).updatedAt;
  return pageMeta(article.title, description, args, {
    type: 'article',
    image,
    article: { publishedTime: article.published_date, modifiedTime: modified, section: article.category },
    jsonLd: [
      blogPostingJsonLd(siteUrl, companyFromMatches(args.matches), {
        path,
        headline: article.title,
        description,
        datePublished: article.published_date,
        dateModified: modified,
        image: absoluteUrl(siteUrl, image.url),
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Início', path: paths.home },
        { name: 'Blog', path: paths.blog },
        { name: article.title, path },
      ]),
    ],
  });
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  // Unknown or unpublished slug: the site's 404 view (it logs the path) inside the normal layout.
  if (!article) return <NotFound />;

  return (
    <>
      <ArticlePage article={article} />
      <WhatsappButton text={greeting(article.title)} />
    </>
  );
}

/** The article could not be loaded (CMS unreachable for a page that was not prerendered): keep the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Container sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Não foi possível carregar o artigo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Verifique sua conexão e tente novamente em instantes.
      </Typography>
      <Button href={paths.blog} variant="contained">
        Voltar para o blog
      </Button>
    </Container>
  );
}
