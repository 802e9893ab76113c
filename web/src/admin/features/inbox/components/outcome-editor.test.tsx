import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { OutcomeEditor } from './outcome-editor';

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('OutcomeEditor', { timeout: 15_000 }, () => {
  it('marks a lead won with a value typed the Brazilian way, with a toast, and tells who set it and when', async () => {
    let body: unknown;
    const saved = {
      documentId: 'l1',
      outcome: 'won',
      outcome_value: 1500.5,
      outcome_set_by: 'admin@alicerce.example',
      outcome_set_at: '2026-03-02T13:05:00.000Z',
    };
    server.use(
      http.put('*/api/leads/:id/outcome', async ({ request, params }) => {
        expect(params.id).toBe('l1');
        body = await request.json();
        return HttpResponse.json({ data: saved });
      }),
    );
    const onSaved = vi.fn();
    const user = setup();
    const { rerender } = renderWithProviders(<OutcomeEditor kind="leads" row={{ documentId: 'l1', name: 'Ana Lima' }} onSaved={onSaved} />);
    expect(screen.getByText('Resultado: —')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar resultado de Ana Lima' }));
    const form = screen.getByRole('form', { name: 'Resultado de Ana Lima' });
    await user.click(within(form).getByRole('combobox', { name: 'Resultado' }));
    await user.click(await screen.findByRole('option', { name: 'Ganho' }));
    await user.type(within(form).getByRole('textbox', { name: 'Valor (R$)' }), '1.500,50');
    await user.click(within(form).getByRole('button', { name: 'Salvar resultado' }));

    expect(await screen.findByText('Resultado salvo!')).toBeInTheDocument();
    expect(body).toEqual({ data: { outcome: 'won', outcome_value: 1500.5 } });
    expect(onSaved).toHaveBeenCalledWith(saved);
    rerender(<OutcomeEditor kind="leads" row={{ ...saved, name: 'Ana Lima', outcome: 'won' }} />);
    expect(screen.getByText('Resultado: Ganho · R$ 1.500,50')).toBeInTheDocument();
    expect(screen.getByText('por admin@alicerce.example em 02/03/2026, 10:05')).toBeInTheDocument();
  });

  it('shows a stored value in reais and refuses a value without an outcome, sending nothing', async () => {
    const put = vi.fn();
    server.use(http.put('*/api/bookings/:id/outcome', () => (put(), HttpResponse.json({ data: {} }))));
    const user = setup();
    renderWithProviders(<OutcomeEditor kind="bookings" row={{ documentId: 'b1', name: 'Carla Dias', outcome: null, outcome_value: null }} />);
    await user.click(screen.getByRole('button', { name: 'Editar resultado de Carla Dias' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '200');
    await user.click(screen.getByRole('button', { name: 'Salvar resultado' }));
    expect(await screen.findByText('Escolha Qualificado ou Ganho para informar um valor.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('shows the stored value formatted', async () => {
    renderWithProviders(<OutcomeEditor kind="leads" row={{ documentId: 'l2', name: 'Bia', outcome: 'qualified', outcome_value: '2500.00' }} />);
    expect(screen.getByText('Resultado: Qualificado · R$ 2.500,00')).toBeInTheDocument();
    await setup().click(screen.getByRole('button', { name: 'Editar resultado de Bia' }));
    expect(screen.getByRole('textbox', { name: 'Valor (R$)' })).toHaveValue('2.500,00');
    expect(screen.getByRole('combobox', { name: 'Resultado' })).toHaveTextContent('Qualificado');
  });
});
