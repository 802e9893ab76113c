import Pagination, { type PaginationProps } from '@mui/material/Pagination';

const stepLabels = { first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' } as const;
const pageLabel = (type: string, page: number | null, selected: boolean) =>
  type in stepLabels ? stepLabels[type as keyof typeof stepLabels] : selected ? `Página ${page}, atual` : `Ir para a página ${page}`;

type Props = { pagination?: { page: number; pageCount: number }; onPage: (page: number) => void } & Pick<PaginationProps, 'siblingCount'>;

/** The pages of a dashboard list the CMS cut (its `meta.pagination`), read out in pt-BR; nothing when one page. */
export function ListPagination({ pagination, onPage, siblingCount }: Props) {
  if (!pagination || pagination.pageCount <= 1) return null;
  return (
    <Pagination
      count={pagination.pageCount}
      page={pagination.page}
      onChange={(_, page) => onPage(page)}
      getItemAriaLabel={pageLabel}
      siblingCount={siblingCount}
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
    />
  );
}
