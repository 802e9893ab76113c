import type { UseMutationResult } from '@tanstack/react-query';

import { useToast } from '@/shared/lib/toast';

import { useConfirm } from './use-confirm';

type Words<T> = {
  /** The confirmation dialog's question for this item. */
  question: (item: T) => { title: string; text: string; confirmLabel: string };
  success: string;
  /** The error toast's title; the server's message is its text. */
  failure: string;
};

/**
 * A dashboard list's delete: asks with the dashboard's confirmation dialog (never the browser's), then deletes by
 * documentId and says how it went. Render `dialog` once in the screen.
 */
export function useConfirmedDelete<T extends { documentId: string }>(remove: UseMutationResult<unknown, Error, string>, words: Words<T>) {
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const confirmDelete = async (item: T) => {
    if (!(await confirm(words.question(item)))) return;
    remove.mutate(item.documentId, { onSuccess: () => toast.success(words.success), onError: (error) => toast.error(words.failure, error.message) });
  };
  return { confirmDelete, dialog };
}
