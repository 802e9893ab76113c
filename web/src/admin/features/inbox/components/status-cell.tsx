import type { UseMutationResult } from '@tanstack/react-query';

import { useToast } from '@/shared/lib/toast';

import { StatusSelect } from './status-select';

type Props<S extends string, A> = {
  /** Who the row is: named in the select's label and in the toast. */
  name: string;
  label: string;
  value: S;
  labels: Record<S, string>;
  mutation: UseMutationResult<void, Error, A>;
  /** The mutation's arguments for the chosen value. */
  args: (value: S) => A;
  /** Toast titles: saved ('Status atualizado!') and refused ('Erro ao atualizar status'). */
  saved: string;
  failed: string;
};

/** A grid row's status select that saves at once and says so in a toast (the CMS's message when refused). */
export function StatusCell<S extends string, A>({ name, label, value, labels, mutation, args, saved, failed }: Props<S, A>) {
  const toast = useToast();
  return (
    <StatusSelect
      label={label}
      value={value}
      labels={labels}
      disabled={mutation.isPending}
      onChange={(next) =>
        mutation.mutate(args(next), {
          onSuccess: () => toast.success(saved, `${name}: ${labels[next]}`),
          onError: (error) => toast.error(failed, error.message),
        })
      }
    />
  );
}
