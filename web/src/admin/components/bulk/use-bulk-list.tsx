import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import {
  BULK_ACTION_LABELS,
  BULK_DELETE_TEXT,
  BULK_SUBJECTS,
  bulkDeleteQuestion,
  bulkDoneMessage,
  type BulkAction,
  type BulkAnswer,
  type BulkSubject,
} from '@alicerce/domain';
import { useToast } from '@/shared/lib/toast';

import { useConfirm } from '../use-confirm';

import { BulkBar } from './bulk-bar';
import { runBulk } from './run-bulk';
import * as model from './selection';
import { useListSelection } from './use-list-selection';

type Options = {
  subject: BulkSubject;
  /** This page's rows, with the versions the list shows. */
  rows: readonly model.BulkRowRef[] | undefined;
  /** How many rows match the list's filter. */
  total: number;
  /** The list's filter and order (not its page): the selection is cleared when it changes. */
  filterKey: string;
  /** Every row matching the filter, with its version (for 'Selecionar todos os N do filtro'). */
  matchingRows: () => Promise<model.BulkRowRef[]>;
  /** The list's queries, read again after an action (done or refused: the list then shows the rows as they are). */
  queryKey: readonly unknown[];
  /** The error toast's title ('Erro ao alterar cases'); the CMS's message (naming the row) is its text. */
  failure: string;
};

/**
 * A list's bulk selection and actions (issue 57): a checkbox per row (shift-click for a range), the bar with the page's
 * checkbox, the count, 'Selecionar todos os N do filtro' and the actions, and one confirmation naming the count before
 * a delete. Render `bar` above the rows and `checkbox(row, title)` in each row.
 */
export function useBulkList({ subject, rows = [], total, filterKey, matchingRows, queryKey, failure }: Options) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const mutation = useMutation({
    mutationFn: async (action: BulkAction): Promise<BulkAnswer> =>
      runBulk(subject, action, selection.allMatching ? await matchingRows() : model.pickedRows<number>(selection)),
    onSuccess: (answer) => {
      toast.success(bulkDoneMessage(subject, answer.action, answer.rows.length));
      clear();
    },
    onError: (error) => toast.error(failure, error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const { selection, count, clear, checkbox, barState } = useListSelection<number>(rows, filterKey, total, mutation.isPending);

  const act = async (action: BulkAction) => {
    if (action === 'delete' && !(await confirm({ title: bulkDeleteQuestion(subject, count), text: BULK_DELETE_TEXT, confirmLabel: 'Excluir' })))
      return;
    mutation.mutate(action);
  };

  const bar: ReactNode = (
    <>
      <BulkBar
        {...barState}
        actions={BULK_SUBJECTS[subject].map((action) => ({ key: action, label: BULK_ACTION_LABELS[action], danger: action === 'delete' }))}
        onAction={(action) => void act(action as BulkAction)}
      />
      {dialog}
    </>
  );

  return { bar, checkbox: (row: model.BulkRowRef, title: string) => checkbox(row.documentId, title), selection };
}
