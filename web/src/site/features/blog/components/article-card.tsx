import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { paintWhenNear } from '@/site/components/ui/paint-when-near';
import { paths } from '@/shared/config/paths';
import { dataAttr } from '@/site/lib/islands/selectors';

import { BLOG_LIST } from '../lib/blog-list-selectors';
import type { Article } from '../types';

import { ArticleMeta } from './article-meta';
import { CoverImage } from './cover-image';

type Props = {
  article: Article;
  /** Featured cards are larger (two per row on desktop instead of three). */
  featured?: boolean;
  /** The first featured card is above the fold: its image is not lazy. */
  eager?: boolean;
  /** Out of the list the page shows now (the category filter shows it when it applies). */
  hidden?: boolean;
};

/** Card of one article: the title link covers the whole card. */
export function ArticleCard({ article, featured = false, eager = false, hidden = false }: Props) {
  return (
    <Card
      component="article"
      variant="outlined"
      {...dataAttr(BLOG_LIST.category, article.category)}
      hidden={hidden}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover, &:focus-within': { boxShadow: 4, transform: 'translateY(-2px)' },
        // A card below the main one is laid out, and its image fetched, only as it nears the screen: on a phone the
        // first paint then waits for the main image alone (the other covers cost /blog's LCP ~0.1 s in Lighthouse).
        ...(eager ? {} : paintWhenNear(420)),
      }}
    >
      <CoverImage
        article={article}
        eager={eager}
        sizes={featured ? '(min-width: 900px) 576px, 100vw' : '(min-width: 1200px) 368px, (min-width: 600px) 50vw, 100vw'}
        sx={{ aspectRatio: '16 / 9' }}
      />
      <CardContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start', flex: 1, p: featured ? 3 : 2.5 }}>
        <ArticleMeta category={article.category} published_date={article.published_date} reading_time={article.reading_time} />
        <Typography component="h3" variant={featured ? 'h5' : 'h6'} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Link
            href={paths.article(article.slug)}
            color="inherit"
            underline="hover"
            // Stretched link: the whole card is clickable, the accessible name stays the title.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {article.title}
          </Link>
        </Typography>
        <Typography color="text.secondary" variant={featured ? 'body1' : 'body2'}>
          {article.excerpt}
        </Typography>
      </CardContent>
    </Card>
  );
}
