import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { fingerprint } from '@/site/lib/hash';
import { SHOW_MESSAGE } from '@/site/lib/dom/show-message-selectors';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';

import { BLOG_LIST } from '../lib/blog-list-selectors';
import { ALL_CATEGORIES, FEATURED_COUNT } from '../lib/categories';
import { articlesVersion, featuredCandidates } from '../lib/featured';
import type { Article } from '../types';

import { ArticleCard } from './article-card';
import { CategoryFilter } from './category-filter';

/**
 * Category filter, the two featured articles of the filtered set, then all of it — as static markup in which
 * blog-list-island.ts shows and hides cards. The island also compares the list with the CMS's and, when an article
 * was published or changed since the build, renders it again (BlogListMarkup) in the browser.
 */
export function BlogList({ articles }: { articles: Article[] }) {
  return (
    <Island name="blog-list" props={{ version: fingerprint(articlesVersion(articles)) }} when="idle">
      <BlogListMarkup articles={articles} />
    </Island>
  );
}

/** Written by the island when a category has no article (the page's HTML never says it when it does not apply). */
export const EMPTY_CATEGORY_TEXT = 'Ainda não há artigos nesta categoria.';

export function BlogListMarkup({ articles }: { articles: Article[] }) {
  const featured = featuredCandidates(articles);
  return (
    <Box {...dataAttr(BLOG_LIST.list)} sx={{ display: 'grid', gap: 6 }}>
      <CategoryFilter />
      <Box
        {...dataAttr(BLOG_LIST.empty)}
        hidden={articles.length > 0}
        role="status"
        sx={{ textAlign: 'center', py: 6, px: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Typography variant="h6" component="p" sx={{ mb: 2 }} {...dataAttr(SHOW_MESSAGE.text, EMPTY_CATEGORY_TEXT)}>
          {articles.length === 0 ? EMPTY_CATEGORY_TEXT : null}
        </Typography>
        <Button variant="outlined" {...dataAttr(BLOG_LIST.category, ALL_CATEGORIES)}>
          Ver todos os artigos
        </Button>
      </Box>
      <Box component="section" aria-labelledby="blog-destaques" {...dataAttr(BLOG_LIST.featured)} hidden={articles.length === 0}>
        <Typography id="blog-destaques" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          Em destaque
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {featured.map((article, index) => (
            <ArticleCard key={article.slug} article={article} featured eager={index === 0} hidden={index >= FEATURED_COUNT} />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="blog-todos" {...dataAttr(BLOG_LIST.all)} hidden={articles.length === 0}>
        <Typography id="blog-todos" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          Todos os artigos
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
