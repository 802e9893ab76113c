import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { heroTitleSx } from '@/site/components/ui/hero-frame';
import { Breadcrumb } from '@/site/components/ui/breadcrumb';
import { paths } from '@/shared/config/paths';

import type { Article } from '../types';

import { ArticleMeta } from './article-meta';
import { CoverImage } from './cover-image';
import { ShareButton } from './share-button';

/** Breadcrumb, badge + date + reading time, the page's H1, the summary, share, and the cover. */
export function ArticleHeader({ article }: { article: Article }) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Breadcrumb section={{ label: 'Blog', href: paths.blog }} title={article.title} />
      <ArticleMeta category={article.category} published_date={article.published_date} reading_time={article.reading_time} size="medium" />
      <Typography variant="h1" sx={[heroTitleSx, { mt: 2, mb: 2 }]}>
        {article.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
        {article.excerpt}
      </Typography>
      <Stack direction="row" sx={{ mb: 4 }}>
        <ShareButton title={article.title} />
      </Stack>
      <CoverImage article={article} eager sizes="(min-width: 1200px) 760px, (min-width: 900px) 66vw, 100vw" sx={{ borderRadius: 3 }} />
    </Box>
  );
}
