import Pagination from '@mui/material/Pagination';


import { pageLabel } from './pagination-labels';

type Props = { pageCount: number; page: number; onChange: (page: number) => void };

/** The pages of a dashboard list cut by the CMS, centred below it, with pt-BR names for screen readers; none for one page. */
export function ListPagination({ pageCount, page, onChange }: Props) {
  if (pageCount <= 1) return null;
  return <Pagination count={pageCount} page={page} onChange={(_, next) => onChange(next)} getItemAriaLabel={pageLabel} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />;
}
