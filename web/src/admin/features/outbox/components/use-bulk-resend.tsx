import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { deliveriesResentMessage } from '@alicerce/domain';
import { BulkBar } from '@/admin/components/bulk/bulk-bar';
import * as model from '@/admin/components/bulk/selection';
import { useListSelection } from '@/admin/components/bulk/use-list-selection';
import { useToast } from '@/shared/lib/toast';

import { fetchMatchingDeliveries } from '../api/get-deliveries';
import { resendDeliveries } from '../api/resend-delivery';
import type { DeliveriesQuery, Delivery } from '../types';

/** A delivery as a selectable row (its id; the attempts stand in for a version, which deliveries do not have). */
const ref = (delivery: Delivery): model.BulkRowRef => ({ documentId: String(delivery.id), version: delivery.attempts });
const resendable = (delivery: Delivery) => delivery.state !== 'sent';

/**
 * Envios' bulk resend (issue 57): a checkbox on each delivery not yet delivered (shift-click for a range), the bar with
 * the page's checkbox, 'Selecionar todos os N do filtro' (when the list shows only failed or only pending ones) and
 * 'Reenviar'. The CMS resends all or none (domain/src/bulk-actions.ts).
 */
export function useBulkResend(query: DeliveriesQuery, deliveries: readonly Delivery[] | undefined, counts: Record<string, number> | undefined) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const rows = (deliveries ?? []).filter(resendable).map(ref);
  const resend = useMutation({
    mutationFn: async (): Promise<{ resent: number }> => {
      const picked: model.BulkRowRef[] = selection.allMatching
        ? (await fetchMatchingDeliveries(query)).filter(resendable).map(ref)
        : model.pickedRows<number>(selection);
      return resendDeliveries(picked.map((row) => Number(row.documentId)));
    },
    onSuccess: (answer) => {
      toast.success(deliveriesResentMessage(answer.resent));
      clear();
    },
    onError: (error) => toast.error('Erro ao reenviar', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outbox-deliveries'] }),
  });
  // Every matching delivery can be resent only when the filter shows none delivered.
  const total = query.state === 'failed' || query.state === 'pending' ? (counts?.[query.state] ?? rows.length) : rows.length;
  const { selection, clear, checkbox, barState } = useListSelection<number>(rows, JSON.stringify({ ...query, page: null }), total, resend.isPending);

  const bar: ReactNode =
    rows.length > 0 ? <BulkBar {...barState} actions={[{ key: 'resend', label: 'Reenviar' }]} onAction={() => resend.mutate()} /> : null;

  return { bar, checkbox: (delivery: Delivery, name: string) => (resendable(delivery) ? checkbox(String(delivery.id), name) : null) };
}
