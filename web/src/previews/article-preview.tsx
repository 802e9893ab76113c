import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { markdownToBlocks, readingTimeMinutes } from '@alicerce/domain';
import type { RenderArticlePreview } from '@/admin/features/blog';
import { ArticleBody, ArticleHeader, TableOfContents, tableOfContents, type Block } from '@/site/features/blog';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * An article in the dashboard's Blog editor, drawn as the public article page draws it: its header (category, date,
 * reading time, title, summary, cover), the same Markdown → blocks conversion the CMS stores, the same 'Neste artigo'
 * index and heading anchors, the same renderer.
 */
export const articlePreview: RenderArticlePreview = (article) => {
  if (!article.title.trim() && !article.body.trim()) return <Typography color="text.secondary">O artigo aparece aqui como no site.</Typography>;
  const body: Block[] = markdownToBlocks(article.body);
  const cover = article.cover && { url: article.cover.url, width: 1200, height: 675, alternativeText: article.cover.alternativeText ?? null };
  // The page's own sizes, scaled to the preview's column (the article's hero title would fill it otherwise).
  return (
    <Box sx={{ zoom: 0.6 }}>
      <ArticleHeader
        article={{
          documentId: '',
          slug: '',
          title: article.title,
          excerpt: article.excerpt,
          category: article.category,
          published_date: today(),
          reading_time: readingTimeMinutes(article.body),
          featured: false,
          cover_alt: article.cover_alt,
          seo_description: null,
          cover,
          related: [],
        }}
      />
      <TableOfContents items={tableOfContents(body)} />
      <ArticleBody body={body} />
    </Box>
  );
};
