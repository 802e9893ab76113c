import Pagination from '@mui/material/Pagination';

const stepLabels = { first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' } as const;
const pageLabel = (type: string, page: number | null, selected: boolean) =>
  type in stepLabels ? stepLabels[type as keyof typeof stepLabels] : selected ? `Página ${page}, atual` : `Ir para a página ${page}`;

type Props = { pageCount: number; page: number; onChange: (page: number) => void };

/** The pages of a dashboard list cut by the CMS, centred below it, with pt-BR names for screen readers; none for one page. */
export function ListPagination({ pageCount, page, onChange }: Props) {
  if (pageCount <= 1) return null;
  return <Pagination count={pageCount} page={page} onChange={(_, next) => onChange(next)} getItemAriaLabel={pageLabel} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />;
}
