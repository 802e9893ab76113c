import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { withoutOwnNumber } from '../lib/headings';
import type { TocItem } from '../types';

/** 'Neste artigo': links to the body's level-2 headings. Nothing when there are none. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <Paper component="nav" aria-labelledby="toc-title" variant="outlined" sx={{ p: 3, my: 4 }}>
      <Typography id="toc-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Neste artigo
      </Typography>
      <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
        {items.map((item) => (
          <li key={item.anchor}>
            <Link href={`#${item.anchor}`} underline="hover">
              {/* The list numbers the entries: a heading's own number is not shown twice. */}
              {withoutOwnNumber(item.title)}
            </Link>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
