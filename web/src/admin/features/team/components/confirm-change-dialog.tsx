import { ConfirmDialog } from '@/admin/components/confirm-dialog';

import type { PendingChange } from '../lib/pending-change';

type Props = { pending: PendingChange | null; onCancel: () => void; onConfirm: (pending: PendingChange) => void };

/** Asked before a demotion or a block: says who loses what. Esc or a click outside cancels. */
export function ConfirmChangeDialog({ pending, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      text={pending?.text ?? ''}
      confirmLabel={pending?.action ?? ''}
      onCancel={onCancel}
      onConfirm={() => pending && onConfirm(pending)}
    />
  );
}
