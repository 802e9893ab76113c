import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Delivery } from '../types';

import { DeliveryItem } from './delivery-item';

const delivery = (overrides: Partial<Delivery>): Delivery => ({
  id: 1,
  key: 'k',
  channel: 'email',
  event: 'lead.created',
  subject_type: 'lead',
  subject_id: 'w0x9b3k2p7q1m5n8r4t6y2z0',
  endpoint_id: null,
  recipient: 'comercial.vendas@horizonte-incorporacoes.com.br',
  state: 'failed',
  attempts: 2,
  next_attempt_at: null,
  sent_at: null,
  last_error: 'Greeting never received',
  created_at: '2026-11-20T13:00:00.000Z',
  attempt_log: [],
  ...overrides,
});

describe('DeliveryItem', () => {
  it('names what it is about in words, the account notices too, and keeps the raw id out of the phone’s line', () => {
    render(
      <DeliveryItem
        delivery={delivery({ event: 'account.new-browser', subject_type: 'account', subject_id: '17' })}
        resending={false}
        onResend={vi.fn()}
      />,
    );
    expect(screen.getByText('Aviso de acesso em novo navegador')).toBeInTheDocument();
    expect(screen.getByText(/de uma conta/)).toBeInTheDocument();
    // The id is a reference for wide screens only (display: none below 600 px).
    expect(screen.getByText('(nº 17)', { exact: false })).toBeInTheDocument();
  });

  it('breaks a long e-mail address after the @ and before its dots, never mid-word', () => {
    render(<DeliveryItem delivery={delivery({})} resending={false} onResend={vi.fn()} />);
    const recipient = screen.getByText(/^para/);
    expect(recipient).toHaveTextContent('para comercial.vendas@horizonte-incorporacoes.com.br');
    expect(recipient.innerHTML.replace(/<!-- -->/g, '')).toBe('para comercial<wbr>.vendas@<wbr>horizonte-incorporacoes<wbr>.com<wbr>.br');
  });
});
