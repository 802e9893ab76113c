import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import type { Booking, Lead } from '../types';

import BookingsTab from './bookings-tab';
import { lead } from './inbox.fixture';
import LeadsTab from './leads-tab';

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('LeadsTab', { timeout: 30_000 }, () => {
  it('lists leads with pt-BR dates, searches and changes a status with PUT', async () => {
    const puts: Array<{ url: string; body: unknown }> = [];
    let status: Lead['lead_status'] = 'new';
    server.use(
      http.get('*/api/leads', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('sort[0]')).toBe('createdAt:desc');
        const all = [
          lead('Ana Lima', 'ana@exemplo.com', { lead_status: status, company: 'Construtora Sol' }),
          lead('Bruno Souza', 'bruno@exemplo.com'),
        ];
        // The CMS searches: here only the company's $containsi is imitated.
        const q = params.get('filters[$and][0][$or][3][company][$containsi]');
        const data = q ? all.filter((row) => row.company?.toLowerCase().includes(q.toLowerCase())) : all;
        return HttpResponse.json({ data, meta: { pagination: { total: data.length } } });
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

    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.paste('constru');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Lead Bruno Souza' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Leads (1)' })).toBeInTheDocument();

    await user.click(within(ana).getByRole('combobox', { name: 'Status de Ana Lima' }));
    await user.click(await screen.findByRole('option', { name: 'Ganho' }));
    expect(await screen.findByText('Status atualizado!')).toBeInTheDocument();
    expect(puts).toEqual([
      { url: expect.stringMatching(/\/api\/leads\/lead-Ana%20Lima$|\/api\/leads\/lead-Ana Lima$/), body: { data: { lead_status: 'won' } } },
    ]);
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
  updatedAt: '2026-03-10T12:00:00.000Z',
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

describe('inbox grid on the server', { timeout: 30_000 }, () => {
  it('opens the details of ?abrir= (a global search result) even when the page shown does not hold it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/leads', () => HttpResponse.json({ data: [lead('Ana Lima', 'ana@exemplo.com')], meta: { pagination: { total: 1 } } })),
      http.get('*/api/leads/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ data: lead('Zélia Prado', 'zelia@exemplo.com', { documentId: 'lead-zelia' }) });
      }),
      http.get('*/api/outbox-deliveries', () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<LeadsTab />, { route: '/admin/dashboard/leads?abrir=lead-zelia' });
    await waitFor(() => expect(asked).toEqual(['lead-zelia']), { timeout: 5000 });
    const details = await screen.findByRole('dialog', { name: 'Lead Zélia Prado' }, { timeout: 5000 });
    expect(within(details).getByText('zelia@exemplo.com')).toBeInTheDocument();
    await setup().click(within(details).getByRole('button', { name: 'Fechar detalhes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lead Zélia Prado' })).not.toBeInTheDocument());
  });

  it("records an opened lead in 'Abertos recentemente', and its breadcrumbs lead back to Leads with the panel closed", async () => {
    const recorded: unknown[] = [];
    server.use(
      http.get('*/api/leads', () => HttpResponse.json({ data: [lead('Ana Lima', 'ana@exemplo.com')], meta: { pagination: { total: 1 } } })),
      http.get('*/api/outbox-deliveries', () => HttpResponse.json({ data: [] })),
      http.post('*/api/me/recent-documents', async ({ request }) => {
        recorded.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<LeadsTab />, { route: '/admin/dashboard/leads?status=new&abrir=lead-Ana Lima' });
    const details = await screen.findByRole('dialog', { name: 'Lead Ana Lima' }, { timeout: 5000 });
    await waitFor(() => expect(recorded).toEqual([{ kind: 'lead', documentId: 'lead-Ana Lima' }]));
    const crumbs = within(details).getByRole('navigation', { name: 'Você está em' });
    expect(within(crumbs).getByText('Ana Lima')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Ana Lima · Leads · Painel CMS | Alicerce Digital');
    await setup().click(within(crumbs).getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lead Ana Lima' })).not.toBeInTheDocument());
  });

  it('asks the CMS for one page at a time, shows its total and goes to page 2', async () => {
    const many = Array.from({ length: 130 }, (_, i) => lead(`Pessoa ${i + 1}`, `pessoa${i + 1}@exemplo.com`));
    const pagesRead: number[] = [];
    server.use(http.get('*/api/leads', strapiList(many, pagesRead)));
    renderWithProviders(<LeadsTab />);
    expect(await screen.findByRole('heading', { name: 'Leads (130)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Lead Pessoa 1' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Lead Pessoa 26' })).not.toBeInTheDocument();
    await setup().click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByRole('row', { name: 'Lead Pessoa 26' })).toBeInTheDocument();
    expect(pagesRead).toEqual([1, 2]);
  });

  it('downloads the CMS export of the filtered set, with the filter bar as its query', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get('*/api/bookings', () =>
        HttpResponse.json({
          data: [aBooking({ documentId: 'bk-1', name: 'Carla Dias', email: 'carla@exemplo.com' })],
          meta: { pagination: { total: 1 } },
        }),
      ),
      http.get('*/api/inbox-export/bookings', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return new HttpResponse('\uFEFF"Criado em"\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => ((blob = object as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderWithProviders(<BookingsTab />);
    const user = setup();
    await screen.findByRole('row', { name: 'Agendamento Carla Dias' });
    await user.click(screen.getByRole('textbox', { name: 'Campanha (utm_campaign)' }));
    await user.paste('feirao');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    expect(Object.fromEntries(asked!)).toEqual({ campaign: 'feirao', touch: 'last' });
    expect(blob!.size).toBeGreaterThan(0);
  });
});
