import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { paths } from '@/shared/config/paths';

import type { RelatedArticle } from '../types';

/** 'Artigos relacionados': links to other articles. Nothing when there are none. */
export function RelatedArticles({ articles }: { articles: RelatedArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="related-title" variant="outlined" sx={{ p: 3 }}>
      <Typography id="related-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Artigos relacionados
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
        {articles.map((article) => (
          <li key={article.slug}>
            <Link href={paths.article(article.slug)} underline="hover">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
