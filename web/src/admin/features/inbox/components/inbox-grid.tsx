import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, GridRow, type GridColDef, type GridRowProps, type GridSortModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ComponentType } from 'react';

import type { InboxFilter, InboxKind } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/lib/toast';

import { fetchInboxCsv } from '../api/export-inbox';
import { inboxPageQuery } from '../api/get-inbox-page';
import { downloadCsv } from '../lib/csv';
import { todayStamp } from '../lib/format';
import { initialGridQuery, PAGE_SIZES, type GridQuery } from '../lib/grid-query';

import { InboxFilterBar } from './inbox-filter-bar';

/** Each tab's page, sort and filters, kept while the admin looks at another tab of the dashboard. */
const kept: Partial<Record<InboxKind, GridQuery>> = {};

/** A grid row named for screen readers and tests ('Lead Ana Lima'): the Data Grid's row with an aria-label. */
export function namedRow(prefix: string): ComponentType<GridRowProps> {
  return function NamedRow(props: GridRowProps) {
    const row = props.row as { name?: string } | undefined;
    return <GridRow {...props} aria-label={`${prefix} ${row?.name ?? ''}`.trim()} />;
  };
}

type Props<T extends { documentId: string }> = {
  kind: InboxKind;
  /** 'Leads' / 'Agendamentos': heading, grid label, CSV file name. */
  title: string;
  /** Lower-case plural for the loading, empty and error texts ('leads', 'agendamentos'). */
  noun: string;
  statusLabel: string;
  statuses: Record<string, string>;
  columns: GridColDef<T>[];
  /** Columns left out below 600 px (the row stays readable on a phone; the CSV has them all). */
  hiddenOnPhone: string[];
  rowSlot: ComponentType<GridRowProps>;
};

const localeText = ptBR.components.MuiDataGrid.defaultProps.localeText;

/**
 * What both inbox tabs share: a server-side Data Grid (the CMS pages, sorts and filters, so 200 000 rows stay fast),
 * the filter bar, the streamed CSV of the filtered set, loading, empty and error states.
 */
export function InboxGrid<T extends { documentId: string }>({ kind, title, noun, statusLabel, statuses, columns, hiddenOnPhone, rowSlot }: Props<T>) {
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [query, setQuery] = useState<GridQuery>(() => kept[kind] ?? initialGridQuery());
  // Typing in the search box asks the CMS once the text settles, not on every key.
  const [typed, setTyped] = useState(query.filter.q ?? '');
  const [exporting, setExporting] = useState(false);
  const list = useQuery(inboxPageQuery<T>(kind, query));

  useEffect(() => {
    kept[kind] = query;
  }, [kind, query]);
  useEffect(() => {
    const timer = setTimeout(() => setQuery((current) => (current.filter.q === typed ? current : { ...current, page: 0, filter: { ...current.filter, q: typed } })), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (list.error) toast.error(`Erro ao carregar ${noun}`, list.error.message);
  }, [list.error, noun, toast]);

  const filter = { ...query.filter, q: typed };
  const onFilter = (next: InboxFilter) => {
    if (next.q !== typed) setTyped(next.q ?? '');
    else setQuery((current) => ({ ...current, page: 0, filter: { ...next, q: current.filter.q } }));
  };
  const onExport = async () => {
    setExporting(true);
    try {
      downloadCsv(`${noun}-${todayStamp()}.csv`, await fetchInboxCsv(kind, query.filter));
    } catch (error) {
      toast.error('Erro ao exportar CSV', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  const sortModel: GridSortModel = useMemo(() => (query.sort ? [query.sort] : []), [query.sort]);
  // On a phone the contact and the status share the screen (the grid scrolls sideways to the outcome).
  const shown = useMemo(() => (phone ? columns.map((column) => ({ ...column, flex: column.field === 'name' ? 1 : undefined, minWidth: Math.min(column.minWidth ?? 150, 160), width: Math.min(column.width ?? 150, 150) })) : columns), [phone, columns]);
  const hidden = useMemo(() => (phone ? Object.fromEntries(hiddenOnPhone.map((field) => [field, false])) : {}), [phone, hiddenOnPhone]);
  const total = list.data?.total;
  const singular = noun.replace(/s$/, '');

  return (
    <>
      <InboxFilterBar
        title={title}
        count={total}
        filter={filter}
        onFilter={onFilter}
        statusLabel={statusLabel}
        statuses={statuses}
        onExport={onExport}
        exporting={exporting}
        canExport={Boolean(total)}
      />
      {list.isPending ? (
        <ListSkeleton label={`Carregando ${noun}`} rows={4} height={56} />
      ) : (
        <DataGrid<T>
          aria-label={title}
          rows={list.data?.rows ?? []}
          getRowId={(row) => row.documentId}
          columns={shown}
          columnVisibilityModel={hidden}
          rowCount={total ?? 0}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page: query.page, pageSize: query.pageSize }}
          onPaginationModelChange={({ page, pageSize }) => setQuery((current) => ({ ...current, page: pageSize === current.pageSize ? page : 0, pageSize }))}
          sortingOrder={['desc', 'asc', null]}
          sortModel={sortModel}
          onSortModelChange={([first]) => {
            const sort = first?.sort ? { field: first.field, sort: first.sort } : null;
            setQuery((current) => (current.sort?.field === sort?.field && current.sort?.sort === sort?.sort ? current : { ...current, page: 0, sort }));
          }}
          getRowHeight={() => 'auto'}
          slots={{ row: rowSlot }}
          localeText={{ ...localeText, noRowsLabel: `Nenhum ${singular} encontrado.` }}
          sx={{ '& .MuiDataGrid-cell': { py: 1, alignItems: 'flex-start', display: 'flex', flexDirection: 'column', justifyContent: 'center' } }}
        />
      )}
    </>
  );
}
