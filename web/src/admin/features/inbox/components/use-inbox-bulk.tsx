import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import {
  INBOX_BULK_STATUSES,
  INBOX_ERASE_TEXT,
  INBOX_STATUS_LABELS,
  inboxBulkDoneMessage,
  inboxEraseQuestion,
  type InboxBulkAnswer,
  type InboxBulkRequest,
  type InboxFilter,
  type InboxKind,
} from '@alicerce/domain';
import { BulkBar } from '@/admin/components/bulk/bulk-bar';
import * as model from '@/admin/components/bulk/selection';
import { useListSelection } from '@/admin/components/bulk/use-list-selection';
import { useConfirm } from '@/admin/components/use-confirm';
import { useToast } from '@/shared/lib/toast';

import { fetchInboxCsv } from '../api/export-inbox';
import { fetchMatchingInboxRows, runInboxBulk } from '../api/inbox-bulk';
import { downloadCsv } from '../lib/csv';
import { todayStamp } from '../lib/format';

import type { InboxRow } from './inbox-cards';

type Options = {
  kind: InboxKind;
  /** 'leads' / 'agendamentos': the CSV file's name. */
  noun: string;
  /** 'Mudar status' / 'Mudar situação'. */
  statusAction: string;
  rows: readonly InboxRow[];
  total: number;
  /** The list's filter (not its page or order): the selection starts over when it changes, and 'all matching' reads it. */
  filter: InboxFilter;
};

const ref = (row: InboxRow): model.BulkRowRef<string> => ({ documentId: row.documentId, version: row.updatedAt });
/** An anonymised row has no one to write to or about: it takes no status and is never exported again. */
const selectable = (row: InboxRow) => !row.anonymised_at;

/**
 * Leads' and Agendamentos' bulk actions (issue 57): a checkbox per row (shift-click for a range), the bar with the page's
 * checkbox, 'Selecionar todos os N do filtro', 'Mudar status' (a menu of the list's statuses), 'Exportar' (the CSV of the
 * selection) and 'Anonimizar' — the LGPD erasure instead of a delete, asked once naming the count. The CMS changes all
 * or none (domain/src/inbox-bulk.ts).
 */
export function useInboxBulk({ kind, noun, statusAction, rows: shown, total, filter }: Options) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const rows = shown.filter(selectable).map(ref);
  const chosen = async (): Promise<model.BulkRowRef<string>[]> =>
    selection.allMatching ? fetchMatchingInboxRows(kind, filter) : model.pickedRows<string>(selection);

  const change = useMutation({
    mutationFn: async (request: Omit<InboxBulkRequest, 'rows'>): Promise<InboxBulkAnswer> =>
      runInboxBulk(kind, {
        ...request,
        rows: (await chosen()).map((row) => ({ documentId: row.documentId, updatedAt: row.version })),
      } as InboxBulkRequest),
    onSuccess: (answer, request) => {
      toast.success(inboxBulkDoneMessage(kind, answer.action, answer.rows.length, 'status' in request ? String(request.status) : undefined));
      clear();
    },
    onError: (error) => toast.error(`Erro ao alterar ${noun}`, error.message),
    // Done or refused, the list shows the rows as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
  const exporting = useMutation({
    mutationFn: async (): Promise<void> => {
      const ids = (await chosen()).map((row) => row.documentId).join(',');
      downloadCsv(`${noun}-selecionados-${todayStamp()}.csv`, await fetchInboxCsv(kind, { ...filter, ids }));
    },
    onError: (error) => toast.error('Erro ao exportar CSV', error.message),
  });
  const busy = change.isPending || exporting.isPending;
  const { selection, count, clear, checkbox, barState } = useListSelection<string>(rows, JSON.stringify(filter), total, busy);

  const act = async (key: string) => {
    const [action, status] = key.split(':');
    if (action === 'status') return change.mutate({ action: 'status', status } as Omit<InboxBulkRequest, 'rows'>);
    if (action === 'export') return exporting.mutate();
    if (await confirm({ title: inboxEraseQuestion(kind, count), text: INBOX_ERASE_TEXT, confirmLabel: 'Anonimizar' }))
      change.mutate({ action: 'erase' });
  };

  const statuses = INBOX_BULK_STATUSES[kind].map((status) => ({ key: status, label: INBOX_STATUS_LABELS[kind][status] }));
  const bar: ReactNode =
    rows.length > 0 ? (
      <>
        <BulkBar
          {...barState}
          actions={[
            { key: 'status', label: statusAction, options: statuses },
            { key: 'export', label: 'Exportar' },
            { key: 'erase', label: 'Anonimizar', danger: true },
          ]}
          onAction={(key) => void act(key)}
        />
        {dialog}
      </>
    ) : null;

  /**
   * What the checkboxes show and act on — the rows picked, 'all matching', busy, this page's rows: it changes only
   * when one of them does. The grid rebuilds its selection column on it, not on every render: a new column at each
   * render made the Data Grid take its columns anew each time, and the page never settled.
   */
  const stamp = JSON.stringify([[...selection.picked.keys()], selection.allMatching, busy, rows.map((row) => row.documentId)]);
  return { bar, stamp, checkbox: (row: InboxRow) => (selectable(row) ? checkbox(row.documentId, row.name) : null) };
}
