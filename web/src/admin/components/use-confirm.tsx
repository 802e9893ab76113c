import { useCallback, useRef, useState } from 'react';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Question = Pick<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel'>;

/**
 * Asks before a destructive action with the dashboard's one confirmation dialog: `await confirm({…})` is true when the
 * person confirmed. Render `dialog` once in the screen that asks.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(undefined);

  const confirm = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = undefined;
    setQuestion(null);
  };

  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      text={question?.text ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      onCancel={() => close(false)}
      onConfirm={() => close(true)}
    />
  );
  return { confirm, dialog };
}
