import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { DELIVERY_RESEND_MESSAGES } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import type { Delivery, DeliveryState } from '../types';

import { DeliveriesScreen } from './deliveries-screen';

const delivery = (id: number, state: DeliveryState, recipient: string): Delivery => ({
  id,
  key: `k${id}`,
  channel: 'email',
  event: 'lead.created',
  subject_type: 'lead',
  subject_id: `lead${id}`,
  endpoint_id: null,
  recipient,
  state,
  attempts: state === 'sent' ? 1 : 9,
  next_attempt_at: null,
  sent_at: state === 'sent' ? '2026-11-20T13:01:00.000Z' : null,
  last_error: state === 'sent' ? null : 'Connection timeout',
  created_at: '2026-11-20T13:00:00.000Z',
  attempt_log: [],
});
const ROWS = [delivery(3, 'failed', 'ana@exemplo.com'), delivery(2, 'sent', 'bia@exemplo.com'), delivery(1, 'failed', 'caio@exemplo.com')];

/** The CMS's Envios routes; records each bulk resend, answering with `answer` (a 409 message to refuse). */
function serve(refusal?: string) {
  const resent: unknown[] = [];
  server.use(
    http.get('*/api/outbox-deliveries', () =>
      HttpResponse.json({
        data: ROWS,
        meta: { counts: { pending: 0, sent: 1, failed: 2 }, pagination: { page: 1, pageSize: 20, total: 3, pageCount: 1 } },
      }),
    ),
    http.post('*/api/outbox-deliveries/resend', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      resent.push(ids);
      if (refusal) return HttpResponse.json({ error: { status: 409, name: 'ConflictError', message: refusal } }, { status: 409 });
      return HttpResponse.json({ data: { resent: ids.length, rows: ROWS.filter((row) => ids.includes(row.id)) } });
    }),
  );
  return resent;
}

describe('Envios: bulk resend', { timeout: 30_000 }, () => {
  it('offers a checkbox on each delivery not yet delivered only, and resends the page’s failed ones in one request', async () => {
    const resent = serve();
    const { user } = renderWithProviders(<DeliveriesScreen />);
    await screen.findByRole('checkbox', { name: 'Selecionar: Novo lead para ana@exemplo.com' });
    expect(screen.queryByRole('checkbox', { name: /bia@exemplo\.com/ })).toBeNull();
    const bar = screen.getByRole('group', { name: 'Ações em lote' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Selecionar esta página' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selecionados');
    await user.click(within(bar).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('2 envios reenviados.')).toBeInTheDocument();
    expect(resent).toEqual([[3, 1]]);
    expect(within(bar).getByRole('status')).toHaveTextContent('');
  });

  it('says why the CMS refused, naming the delivery, and keeps the selection', async () => {
    const message = DELIVERY_RESEND_MESSAGES.delivered(1, 'caio@exemplo.com');
    const resent = serve(message);
    const { user } = renderWithProviders(<DeliveriesScreen />);
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar: Novo lead para caio@exemplo.com' }));
    const bar = screen.getByRole('group', { name: 'Ações em lote' });
    await user.click(within(bar).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(resent).toEqual([[1]]);
    expect(within(bar).getByRole('status')).toHaveTextContent('1 selecionado');
  });
});
