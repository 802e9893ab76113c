import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { DataGrid, GridRow, type GridColDef, type GridRowProps, type GridSortModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import type { InboxFilter, InboxKind } from '@alicerce/domain';
import { ColumnMenu } from '@/admin/components/column-menu';
import { ListPagination } from '@/admin/components/list-pagination';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useRecordOpened } from '@/admin/components/recent-documents/recent-documents-api';
import { ScreenBreadcrumbs } from '@/admin/shell';
import { useToast } from '@/shared/lib/toast';

import { fetchInboxCsv } from '../api/export-inbox';
import { inboxPageQuery, inboxRowQuery } from '../api/get-inbox-page';
import { downloadCsv } from '../lib/csv';
import { todayStamp } from '../lib/format';
import { initialGridQuery, linkedInboxFilter, PAGE_SIZES, type GridQuery } from '../lib/grid-query';

import { InboxCards, type InboxRow } from './inbox-cards';
import { InboxFilterBar } from './inbox-filter-bar';
import { NotificationStatus } from './notification-status';
import { RowDetails, type DetailField } from './row-details';
import { useInboxBulk } from './use-inbox-bulk';

/** Each tab's page, sort, filters and hidden columns, kept while the admin looks at another screen of the dashboard. */
const kept: Partial<Record<InboxKind, GridQuery>> = {};
const keptHidden: Partial<Record<InboxKind, string[]>> = {};

/** A grid row named for screen readers and tests ('Lead Ana Lima'): the Data Grid's row with an aria-label. */
export function namedRow(prefix: string): ComponentType<GridRowProps> {
  return function NamedRow(props: GridRowProps) {
    const row = props.row as { name?: string } | undefined;
    return <GridRow {...props} aria-label={`${prefix} ${row?.name ?? ''}`.trim()} />;
  };
}

type Props<T extends InboxRow> = {
  kind: InboxKind;
  /** 'Leads' / 'Agendamentos': heading, grid label, CSV file name. */
  title: string;
  /** Lower-case plural for the loading, empty and error texts ('leads', 'agendamentos'). */
  noun: string;
  /** 'Lead' / 'Agendamento': a row's and a card's name is '<prefix> <name>'. */
  prefix: string;
  statusLabel: string;
  statuses: Record<string, string>;
  /** The grid's columns from the tablet up, the contact first. */
  columns: GridColDef<T>[];
  /** Columns left out at first so the grid fits a 1366 px screen: in 'Colunas' and in 'Detalhes'. */
  hiddenAtFirst: string[];
  rowSlot: ComponentType<GridRowProps>;
  /** A card's status select and its when ('Recebido em …'), on a phone. */
  status: (row: T) => ReactNode;
  when: (row: T) => ReactNode;
  /** Everything about a row, in its 'Detalhes' panel. */
  details: (row: T) => DetailField[];
};

const localeText = ptBR.components.MuiDataGrid.defaultProps.localeText;

/**
 * What both inbox tabs share: a server-side Data Grid (the CMS pages, sorts and filters, so 200 000 rows stay fast),
 * the filter bar, the streamed CSV of the filtered set, loading, empty and error states.
 */
export function InboxGrid<T extends InboxRow>(props: Props<T>) {
  const { kind, title, noun, prefix, statusLabel, statuses, columns, hiddenAtFirst, rowSlot, status, when, details } = props;
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // A link from Início opens the list filtered: ?status=new ('Aguardando contato'), ?de=<Monday> (this week's).
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<GridQuery>(() => {
    const start = kept[kind] ?? initialGridQuery();
    const linked = linkedInboxFilter(params, statuses);
    return linked ? { ...start, page: 0, filter: { ...start.filter, ...linked } } : start;
  });
  // Typing in the search box asks the CMS once the text settles, not on every key.
  const [typed, setTyped] = useState(query.filter.q ?? '');
  const [exporting, setExporting] = useState(false);
  const [hidden, setHidden] = useState<string[]>(() => keptHidden[kind] ?? hiddenAtFirst);
  // `?abrir=<documentId>` (a global search result) opens that row's details, whether or not the page shown holds it.
  const opened = params.get('abrir');
  const [detailId, setDetailId] = useState<string | null>(opened);
  const list = useQuery(inboxPageQuery<T>(kind, query));
  // A new `?abrir=` while the screen is shown (another search result) opens that row.
  const [shownOpened, setShownOpened] = useState(opened);
  if (opened !== shownOpened) {
    setShownOpened(opened);
    if (opened) setDetailId(opened);
  }

  useEffect(() => {
    kept[kind] = query;
    keptHidden[kind] = hidden;
  }, [kind, query, hidden]);
  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((current) => (current.filter.q === typed ? current : { ...current, page: 0, filter: { ...current.filter, q: typed } })),
      300,
    );
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
  const openDetails = (row: T) => setDetailId(row.documentId);
  const rows = list.data?.rows ?? [];
  const bulk = useInboxBulk({
    kind,
    noun,
    statusAction: `Mudar ${statusLabel.toLowerCase()}`,
    rows,
    total: list.data?.total ?? 0,
    filter: query.filter,
  });
  const selectCell = bulk.checkbox;
  const shown = useMemo<GridColDef<T>[]>(
    () => [
      {
        field: 'select',
        headerName: 'Seleção',
        width: 56,
        sortable: false,
        // Named for screen readers (an empty column header is an error); the bar above holds the page's checkbox.
        renderHeader: () => <Box sx={visuallyHidden}>Seleção</Box>,
        renderCell: ({ row }) => selectCell(row),
      },
      ...columns,
      {
        field: 'details',
        headerName: 'Detalhes',
        width: 112,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setDetailId(row.documentId)} aria-label={`Detalhes de ${row.name}`}>
            Detalhes
          </Button>
        ),
      },
    ],
    // Rebuilt when what the checkboxes show changes (`stamp`, use-inbox-bulk.tsx), never merely because a render made a
    // new function: the Data Grid takes a new column list anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, bulk.stamp],
  );
  const visibility = useMemo(() => Object.fromEntries(hidden.map((field) => [field, false])), [hidden]);
  const menuColumns = useMemo(() => columns.slice(1).map((column) => ({ id: column.field, label: column.headerName ?? column.field })), [columns]);
  const singular = noun.replace(/s$/, '');
  const inPage = rows.find((row) => row.documentId === detailId);
  const one = useQuery({ ...inboxRowQuery<T>(kind, detailId ?? ''), enabled: Boolean(detailId) && !list.isPending && !inPage });
  const detail = inPage ?? (one.data?.documentId === detailId ? one.data : undefined);
  // An admin's opened lead or booking goes to the top of their 'Abertos recentemente' (the CMS refuses an editor's).
  useRecordOpened(detail ? { kind: kind === 'leads' ? 'lead' : 'booking', documentId: detail.documentId } : null);
  useEffect(() => {
    if (one.error) toast.error(`Erro ao abrir ${singular}`, one.error.message);
  }, [one.error, singular, toast]);
  const closeDetails = () => {
    setDetailId(null);
    if (opened)
      setParams(
        (current) => {
          current.delete('abrir');
          return current;
        },
        { replace: true },
      );
  };
  const total = list.data?.total;

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
      {!list.isPending && bulk.bar}
      {list.isPending ? (
        <ListSkeleton label={`Carregando ${noun}`} rows={4} height={56} />
      ) : phone ? (
        <>
          <InboxCards<T>
            kind={kind}
            title={title}
            prefix={prefix}
            rows={rows}
            busy={list.isFetching}
            empty={`Nenhum ${singular} encontrado.`}
            status={status}
            when={when}
            select={bulk.checkbox}
            onDetails={openDetails}
          />
          <ListPagination
            pagination={{ page: query.page + 1, pageCount: Math.ceil((total ?? 0) / query.pageSize) }}
            onPage={(page) => setQuery((current) => ({ ...current, page: page - 1 }))}
            siblingCount={0}
          />
        </>
      ) : (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <ColumnMenu table={title} columns={menuColumns} hidden={hidden} onChange={setHidden} />
          </Box>
          <DataGrid<T>
            aria-label={title}
            rows={rows}
            getRowId={(row) => row.documentId}
            columns={shown}
            columnVisibilityModel={visibility}
            rowCount={total ?? 0}
            loading={list.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            disableColumnMenu
            disableRowSelectionOnClick
            pageSizeOptions={PAGE_SIZES}
            paginationModel={{ page: query.page, pageSize: query.pageSize }}
            onPaginationModelChange={({ page, pageSize }) =>
              setQuery((current) => ({ ...current, page: pageSize === current.pageSize ? page : 0, pageSize }))
            }
            sortingOrder={['desc', 'asc', null]}
            sortModel={sortModel}
            onSortModelChange={([first]) => {
              const sort = first?.sort ? { field: first.field, sort: first.sort } : null;
              setQuery((current) =>
                current.sort?.field === sort?.field && current.sort?.sort === sort?.sort ? current : { ...current, page: 0, sort },
              );
            }}
            getRowHeight={() => 'auto'}
            slots={{ row: rowSlot }}
            localeText={{ ...localeText, noRowsLabel: `Nenhum ${singular} encontrado.` }}
            sx={{
              '& .MuiDataGrid-cell': { py: 1, alignItems: 'flex-start', display: 'flex', flexDirection: 'column', justifyContent: 'center' },
              // The last column's resize handle stuck out 5 px past the grid's edge: a sideways scroll of nothing at 1366 px.
              '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
            }}
          />
        </>
      )}
      <RowDetails
        title={detail ? `${prefix} ${detail.name}` : null}
        breadcrumbs={detail && <ScreenBreadcrumbs screen={kind === 'leads' ? 'leads' : 'agendamentos'} current={detail.name} onBack={closeDetails} />}
        fields={
          detail ? [...details(detail), ['Notificações', <NotificationStatus key="notifications" kind={kind} documentId={detail.documentId} />]] : []
        }
        onClose={closeDetails}
      />
    </>
  );
}
