import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { ListSkeleton } from '@/components/admin/list-skeleton';
import { useToast } from '@/lib/toast';

import { downloadCsv } from '../lib/csv';
import { todayStamp } from '../lib/format';
import { matchesSearch } from '../lib/search';

import { InboxToolbar } from './inbox-toolbar';

type Searchable = Parameters<typeof matchesSearch>[0];

type Props<T extends Searchable> = {
  query: UseQueryOptions<T[], Error, T[], string[]>;
  /** 'Leads' / 'Agendamentos': toolbar title, table label, CSV file name. */
  title: string;
  /** Lower-case plural for the loading, empty and error texts ('leads', 'agendamentos'). */
  noun: string;
  toCsv: (rows: T[]) => string;
  children: (shown: T[]) => ReactNode;
};

/** What both inbox tabs share: the list query, its error toast, search, CSV export, loading and empty states. */
export function InboxList<T extends Searchable>({ query, title, noun, toCsv, children }: Props<T>) {
  const toast = useToast();
  const list = useQuery(query);
  const [search, setSearch] = useState('');
  const shown = (list.data ?? []).filter((row) => matchesSearch(row, search));

  useEffect(() => {
    if (list.error) toast.error(`Erro ao carregar ${noun}`, list.error.message);
  }, [list.error, noun, toast]);

  return (
    <>
      <InboxToolbar
        title={title}
        count={shown.length}
        search={search}
        onSearch={setSearch}
        canExport={shown.length > 0}
        onExport={() => downloadCsv(`${noun}-${todayStamp()}.csv`, toCsv(shown))}
      />
      {list.isPending && <ListSkeleton label={`Carregando ${noun}`} rows={4} height={56} />}
      {list.data && shown.length === 0 && <Typography color="text.secondary">Nenhum {noun.replace(/s$/, '')} encontrado.</Typography>}
      {shown.length > 0 && children(shown)}
    </>
  );
}
