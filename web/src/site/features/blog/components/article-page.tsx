import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

import { paths } from '@/shared/config/paths';

import { tableOfContents } from '../lib/headings';
import type { ArticleWithBody } from '../types';

import { ArticleBody } from './article-body';
import { ArticleCta } from './article-cta';
import { ArticleHeader } from './article-header';
import { HelpCard } from './help-card';
import { RelatedArticles } from './related-articles';
import { TableOfContents } from './table-of-contents';

/** One article: main column (header, contents, body, CTA) and a side column with the sticky help card. */
export function ArticlePage({ article }: { article: ArticleWithBody }) {
  return (
    <Container component="article" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Box sx={{ minWidth: 0 }}>
          <ArticleHeader article={article} />
          <TableOfContents items={tableOfContents(article.body)} />
          <ArticleBody body={article.body} />
          <ArticleCta />
          <Button href={paths.blog} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
            Voltar para o blog
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'grid', gap: 3 }}>
            <HelpCard articleTitle={article.title} />
            <RelatedArticles articles={article.related} />
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
