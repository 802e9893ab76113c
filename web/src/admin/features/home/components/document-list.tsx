import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import type { HomeDocument } from '@alicerce/domain';
import { screenPath } from '@/admin/shell';

import { Empty } from './home-card';

const SUBJECTS: Record<HomeDocument['subject'], { label: string; screen: 'cases' | 'blog' | 'landing-pages' }> = {
  case: { label: 'Case', screen: 'cases' },
  article: { label: 'Artigo', screen: 'blog' },
  landing_page: { label: 'Landing page', screen: 'landing-pages' },
};

/** The dashboard URL of a document's editor. */
export const editorPath = (doc: HomeDocument) => screenPath(SUBJECTS[doc.subject].screen, doc.documentId);

/** Documents of a content block, each a link to its editor with its type and what the block says of it. */
export function DocumentList<T extends HomeDocument>({ items, empty, detail }: { items: T[]; empty: string; detail: (item: T) => ReactNode }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <List disablePadding>
      {items.map((item, index) => (
        <ListItem key={`${item.subject} ${item.documentId}`} disableGutters divider={index < items.length - 1} sx={{ display: 'block' }}>
          <Link component={RouterLink} to={editorPath(item)} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.title}
          </Link>
          <Typography variant="caption" color="text.secondary" component="p">
            {SUBJECTS[item.subject].label} · {detail(item)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
