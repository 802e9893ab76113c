import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ListPagination } from './list-pagination';
import { ListSkeleton } from './list-skeleton';

type Props = {
  /** The list's heading ('Artigos'); the CMS's total follows it in parentheses. */
  heading: string;
  /** The create button: its label and the editor it opens. */
  create: { label: string; to: string };
  /** Search and filters, between the heading and the list. */
  toolbar: ReactNode;
  /** What the list is, for a screen reader ('artigos': "Carregando artigos", "Lista de artigos"). */
  noun: string;
  /** What an empty answer says: that nothing matched the search and filters, or that there is nothing yet. */
  emptyText: string;
  query: {
    isPending: boolean;
    isPlaceholderData: boolean;
    data?: { data: unknown[]; meta: { pagination?: { page: number; pageCount: number; total: number } } };
  };
  onPage: (page: number) => void;
  /** The rows (`<li>` each). */
  children: ReactNode;
};

/**
 * A content list of the dashboard (articles, cases, landing pages): heading with the total and the create button,
 * toolbar, a skeleton while the first page loads, the empty text, the rows (marked busy while another page loads)
 * and the pages.
 */
export function ContentList({ heading, create, toolbar, noun, emptyText, query, onPage, children }: Props) {
  const pagination = query.data?.meta.pagination;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2">
          {heading}
          {pagination ? ` (${pagination.total})` : ''}
        </Typography>
        <Button component={Link} to={create.to} variant="contained" startIcon={<AddIcon />}>
          {create.label}
        </Button>
      </Box>
      {toolbar}
      {query.isPending && <ListSkeleton label={`Carregando ${noun}`} />}
      {query.data?.data.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      <Box
        component="ul"
        aria-label={`Lista de ${noun}`}
        aria-busy={query.isPlaceholderData}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {children}
      </Box>
      <ListPagination pagination={pagination} onPage={onPage} />
    </>
  );
}
