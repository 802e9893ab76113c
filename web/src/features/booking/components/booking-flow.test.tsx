import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';

import { BookingFlow } from './booking-flow';

// Monday 2026-06-15, 10:10 in Sao Paulo. Only Date is faked: timers stay real for user-event and the 2 s redirect.
const NOW = new Date('2026-06-15T13:10:00Z');
const TAKEN = 'Este horário acabou de ser reservado. Escolha outro horário.';

let availabilityCalls = 0;
let taken: Record<string, string[]> = {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  availabilityCalls = 0;
  taken = { '2026-06-16': ['14:00'] };
  server.use(
    http.get('*/api/bookings/availability', ({ request }) => {
      availabilityCalls += 1;
      const url = new URL(request.url);
      expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual(['2026-06-15', '2026-06-30']);
      return HttpResponse.json({ data: taken });
    }),
  );
});
afterEach(() => vi.useRealTimers());

// The flows type into several MUI fields: slower than the 5 s default on a 2-core machine.
const SLOW = 20_000;

function renderFlow() {
  return renderWithProviders(
    <Routes>
      <Route path="/agendamento" element={<BookingFlow />} />
      <Route path="/obrigado" element={<h1>Obrigado pela solicitação</h1>} />
    </Routes>,
    { route: '/agendamento' },
  );
}

const day = (n: number) => screen.getByRole('gridcell', { name: String(n) });
const slot = (time: string) => screen.getByRole('button', { name: time });

async function chooseSlot(user: ReturnType<typeof renderFlow>['user'], date: number, time: string) {
  await user.click(await screen.findByRole('gridcell', { name: String(date) }));
  await waitFor(() => expect(slot(time)).toBeEnabled());
  await user.click(slot(time));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

async function fillContact(user: ReturnType<typeof renderFlow>['user']) {
  await user.type(screen.getByLabelText(/^Nome/), 'Ana Beatriz Lima');
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.com');
  await user.type(screen.getByLabelText(/^Telefone/), '(15) 99876-1234');
}

describe('BookingFlow step 1', () => {
  it('disables weekends and past days, shows slots only after a date, and enables Continuar with date and time', async () => {
    const { user } = renderFlow();
    expect(await screen.findByRole('heading', { name: 'Escolha a data e horário' })).toBeInTheDocument();
    expect(day(12)).toBeDisabled(); // last Friday
    expect(day(13)).toBeDisabled(); // Saturday
    expect(day(14)).toBeDisabled(); // Sunday
    expect(day(15)).toBeEnabled();
    expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await user.click(day(15));
    await waitFor(() => expect(slot('10:30')).toBeEnabled());
    for (const past of ['09:00', '09:30', '10:00']) expect(slot(past)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await user.click(day(16));
    await waitFor(() => expect(slot('09:00')).toBeEnabled());
    expect(slot('14:00')).toBeDisabled(); // taken
    await user.click(slot('09:00'));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  }, SLOW);
});

describe('BookingFlow step 2', () => {
  it('shows the chosen slot, enables Confirmar once name, e-mail and phone are typed, validates, books and goes to /obrigado', async () => {
    let body: { data: Record<string, string> } | undefined;
    server.use(
      http.post('*/api/bookings', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ data: { documentId: 'abc', date: '2026-06-16', time: '09:00', meeting_url: 'https://meet.jit.si/alicerce-x' } }, { status: 201 });
      }),
    );
    const { user } = renderFlow();
    await chooseSlot(user, 16, '09:00');

    expect(screen.getByRole('heading', { name: 'Seus dados' })).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Data e horário escolhidos' });
    expect(within(summary).getByText('terça-feira, 16 de junho de 2026')).toBeInTheDocument();
    expect(within(summary).getByText(/às 09:00/)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmar Agendamento' });
    expect(confirm).toBeDisabled();

    await user.type(screen.getByLabelText(/^Nome/), 'Ana Beatriz Lima');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/^Telefone/), '(15) 99876-1234');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Erro de validação')).toBeInTheDocument();
    expect(screen.getAllByText('Email inválido').length).toBeGreaterThanOrEqual(1);
    expect(body).toBeUndefined();

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'ANA@Exemplo.com');
    await user.click(confirm);
    expect(await screen.findByText('Reunião agendada com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Você receberá um e-mail de confirmação em breve.')).toBeInTheDocument();
    expect(body?.data).toMatchObject({ date: '2026-06-16', time: '09:00', name: 'Ana Beatriz Lima', email: 'ana@exemplo.com', website_url: '' });
    expect(await screen.findByRole('heading', { name: 'Obrigado pela solicitação' }, { timeout: 3500 })).toBeInTheDocument();
  }, SLOW);

  it('Alterar and Voltar return to step 1 with the date, slot and typed data kept', async () => {
    const { user } = renderFlow();
    await chooseSlot(user, 16, '09:30');
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Beatriz Lima');
    await user.click(screen.getByRole('button', { name: 'Alterar' }));
    expect(slot('09:30')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Beatriz Lima');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Escolha a data e horário' })).toBeInTheDocument();
  }, SLOW);

  it('a slot just taken (409): error toast, fresh availability, step 1 with the date kept and the slot disabled', async () => {
    server.use(http.post('*/api/bookings', () => HttpResponse.json({ data: null, error: { status: 409, message: TAKEN } }, { status: 409 })));
    const { user } = renderFlow();
    await chooseSlot(user, 16, '10:00');
    await fillContact(user);
    const before = availabilityCalls;
    taken = { '2026-06-16': ['10:00', '14:00'] };
    await user.click(screen.getByRole('button', { name: 'Confirmar Agendamento' }));

    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Escolha a data e horário' })).toBeInTheDocument();
    await waitFor(() => expect(slot('10:00')).toBeDisabled());
    expect(availabilityCalls).toBeGreaterThan(before);
    expect(day(16)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await user.click(slot('10:30'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Beatriz Lima');
  }, SLOW);

  it('keeps everything typed when the server fails', async () => {
    server.use(http.post('*/api/bookings', () => HttpResponse.json({ data: null, error: { status: 500, message: 'Falha temporária no servidor' } }, { status: 500 })));
    const { user } = renderFlow();
    await chooseSlot(user, 17, '11:00');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar Agendamento' }));
    expect(await screen.findByText('Falha temporária no servidor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seus dados' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toBeEnabled());
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(15) 99876-1234');
  }, SLOW);
});
