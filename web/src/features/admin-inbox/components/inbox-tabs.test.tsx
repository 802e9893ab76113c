import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import { strapiList } from '@/testing/mocks/strapi-list';
import { renderWithProviders } from '@/testing/render';

import type { Booking, Lead } from '../types';

import { BookingsTab } from './bookings-tab';
import { LeadsTab } from './leads-tab';

const lead = (name: string, email: string, extra: Partial<Lead> = {}): Lead => ({
  documentId: `lead-${name}`,
  name,
  email,
  phone: '(15) 99876-1234',
  company: null,
  message: null,
  source_page: '/contato',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  lead_status: 'new',
  createdAt: '2026-03-02T13:05:00.000Z',
  ...extra,
});

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('LeadsTab', { timeout: 15_000 }, () => {
  it('lists leads with pt-BR dates, searches and changes a status with PUT', async () => {
    const puts: Array<{ url: string; body: unknown }> = [];
    let status: Lead['lead_status'] = 'new';
    server.use(
      http.get('*/api/leads', ({ request }) => {
        expect(new URL(request.url).searchParams.get('sort')).toBe('createdAt:desc');
        return HttpResponse.json({
          data: [lead('Ana Lima', 'ana@exemplo.com', { lead_status: status, company: 'Construtora Sol' }), lead('Bruno Souza', 'bruno@exemplo.com')],
        });
      }),
      http.put('*/api/leads/:id', async ({ request }) => {
        const body = (await request.json()) as { data: { lead_status: Lead['lead_status'] } };
        puts.push({ url: request.url, body });
        status = body.data.lead_status;
        return HttpResponse.json({ data: {} });
      }),
    );
    renderWithProviders(<LeadsTab />);
    const user = setup();
    const ana = await screen.findByRole('row', { name: 'Lead Ana Lima' });
    expect(within(ana).getByText('02/03/2026, 10:05')).toBeInTheDocument();
    expect(within(ana).getByRole('combobox', { name: 'Status de Ana Lima' })).toHaveTextContent('Novo');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'constru');
    expect(screen.queryByRole('row', { name: 'Lead Bruno Souza' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leads (1)' })).toBeInTheDocument();

    await user.click(within(ana).getByRole('combobox', { name: 'Status de Ana Lima' }));
    await user.click(await screen.findByRole('option', { name: 'Ganho' }));
    expect(await screen.findByText('Status atualizado!')).toBeInTheDocument();
    expect(puts).toEqual([{ url: expect.stringMatching(/\/api\/leads\/lead-Ana%20Lima$|\/api\/leads\/lead-Ana Lima$/), body: { data: { lead_status: 'won' } } }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status de Ana Lima' })).toHaveTextContent('Ganho'));
  });

  it('shows the server message when the status change is refused', async () => {
    server.use(
      http.get('*/api/leads', () => HttpResponse.json({ data: [lead('Ana Lima', 'ana@exemplo.com')] })),
      http.put('*/api/leads/:id', () => HttpResponse.json({ error: { message: 'Forbidden' } }, { status: 403 })),
    );
    renderWithProviders(<LeadsTab />);
    const user = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status de Ana Lima' }));
    await user.click(await screen.findByRole('option', { name: 'Perdido' }));
    expect(await screen.findByText('Erro ao atualizar status')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
  });
});

/** A confirmed booking for 10/03/2026 14:30; who booked it is the test's. */
const aBooking = (who: Pick<Booking, 'documentId' | 'name' | 'email'>): Booking => ({
  ...who,
  phone: '(15) 98888-7777',
  company: null,
  message: null,
  date: '2026-03-10',
  time: '14:30',
  meeting_url: 'https://meet.jit.si/alicerce-abc',
  booking_state: 'confirmed',
  createdAt: '2026-03-02T13:05:00.000Z',
});

describe('BookingsTab', { timeout: 15_000 }, () => {
  it('cancels a booking with PUT booking_state', async () => {
    const booking = aBooking({ documentId: 'bk-1', name: 'Carla Dias', email: 'carla@exemplo.com' });
    let body: unknown;
    server.use(
      http.get('*/api/bookings', () => HttpResponse.json({ data: [booking] })),
      http.put('*/api/bookings/bk-1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    renderWithProviders(<BookingsTab />);
    const user = setup();
    const row = await screen.findByRole('row', { name: 'Agendamento Carla Dias' });
    expect(within(row).getByText('10/03/2026 às 14:30')).toBeInTheDocument();
    await user.click(within(row).getByRole('combobox', { name: 'Situação de Carla Dias' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelado' }));
    expect(await screen.findByText('Agendamento atualizado!')).toBeInTheDocument();
    expect(body).toEqual({ data: { booking_state: 'cancelled' } });
  });
});

/** The text of the CSV the browser is made to save when 'Exportar CSV' is clicked. */
async function exportedCsv(user: ReturnType<typeof setup>): Promise<string> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => ((blob = object as Blob), 'blob:csv'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const reader = new FileReader();
  const read = new Promise<string>((resolve) => reader.addEventListener('load', () => resolve(reader.result as string)));
  reader.readAsText(blob!);
  return read;
}

describe('inbox with more rows than one CMS page holds', { timeout: 30_000 }, () => {
  it('lists and exports all 130 leads', async () => {
    const many = Array.from({ length: 130 }, (_, i) => lead(`Pessoa ${i + 1}`, `pessoa${i + 1}@exemplo.com`));
    server.use(http.get('*/api/leads', strapiList(many)));
    renderWithProviders(<LeadsTab />);
    expect(await screen.findByRole('heading', { name: 'Leads (130)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Lead Pessoa 130' })).toBeInTheDocument();
    const csv = await exportedCsv(setup());
    expect(csv.trim().split('\r\n')).toHaveLength(131); // header + 130
    expect(csv).toContain('pessoa130@exemplo.com');
  });

  it('lists and exports all 130 bookings', async () => {
    const many = Array.from({ length: 130 }, (_, i) => aBooking({ documentId: `bk-${i}`, name: `Pessoa ${i + 1}`, email: `pessoa${i + 1}@exemplo.com` }));
    server.use(http.get('*/api/bookings', strapiList(many)));
    renderWithProviders(<BookingsTab />);
    expect(await screen.findByRole('heading', { name: 'Agendamentos (130)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Agendamento Pessoa 130' })).toBeInTheDocument();
    const csv = await exportedCsv(setup());
    expect(csv.trim().split('\r\n')).toHaveLength(131);
    expect(csv).toContain('pessoa130@exemplo.com');
  });
});
