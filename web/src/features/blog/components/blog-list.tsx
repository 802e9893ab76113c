import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ALL_CATEGORIES, FEATURED_COUNT, filterByCategory, type CategoryFilterValue } from '../lib/categories';
import type { Article } from '../types';

import { ArticleCard } from './article-card';
import { CategoryFilter } from './category-filter';

/** Category filter, the two featured articles of the filtered set, then all of it. */
export function BlogList({ articles }: { articles: Article[] }) {
  const [category, setCategory] = useState<CategoryFilterValue>(ALL_CATEGORIES);
  const filtered = filterByCategory(articles, category);
  const featured = filtered.slice(0, FEATURED_COUNT);

  return (
    <Box sx={{ display: 'grid', gap: 6 }}>
      <CategoryFilter value={category} onChange={setCategory} />

      {filtered.length === 0 ? (
        <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Typography variant="h6" component="p" sx={{ mb: 2 }}>
            Ainda não há artigos nesta categoria.
          </Typography>
          <Button variant="outlined" onClick={() => setCategory(ALL_CATEGORIES)}>
            Ver todos os artigos
          </Button>
        </Box>
      ) : (
        <>
          <Box component="section" aria-labelledby="blog-destaques">
            <Typography id="blog-destaques" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
              Em destaque
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
              {featured.map((article, index) => (
                <ArticleCard key={article.slug} article={article} featured eager={index === 0} />
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="blog-todos">
            <Typography id="blog-todos" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
              Todos os artigos
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
            >
              {filtered.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
