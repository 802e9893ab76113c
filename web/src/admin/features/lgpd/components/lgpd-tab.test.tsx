import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { LgpdTab } from './lgpd-tab';

const LEAD = {
  documentId: 'l1',
  name: 'Helena Titular',
  email: 'helena@exemplo.com',
  phone: '(11) 98765-4321',
  createdAt: '2026-03-10T13:00:00.000Z',
};
const BOOKING = { ...LEAD, documentId: 'b1', date: '2026-04-02', time: '10:30' };

/** The CMS's three LGPD routes; records what each was sent. */
function serve() {
  const sent: Record<string, unknown[]> = { search: [], anonymise: [] };
  let anonymised = false;
  server.use(
    http.post('*/api/personal-data/search', async ({ request }) => {
      sent.search.push(((await request.json()) as { data: unknown }).data);
      return HttpResponse.json({ data: anonymised ? { leads: [], bookings: [] } : { leads: [LEAD], bookings: [BOOKING] } });
    }),
    http.post('*/api/personal-data/anonymise', async ({ request }) => {
      sent.anonymise.push(((await request.json()) as { data: unknown }).data);
      anonymised = true;
      return HttpResponse.json({ data: { leads: 1, bookings: 1 } });
    }),
  );
  return sent;
}

describe('LGPD tab', { timeout: 20_000 }, () => {
  it('asks for an e-mail or a phone before searching, in pt-BR', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<LgpdTab />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe um e-mail ou um telefone.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Telefone deve ter no mínimo 10 dígitos')).toBeInTheDocument();
    expect(sent.search).toEqual([]);
  });

  it('lists what was found, and anonymises only after the confirmation', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<LgpdTab />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Helena@Exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const leads = await screen.findByRole('region', { name: 'Leads' });
    expect(within(leads).getByText('Helena Titular')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Agendamentos' })).getByText(/Reunião em 02\/04\/2026 às 10:30/)).toBeInTheDocument();
    expect(sent.search).toEqual([{ email: 'helena@exemplo.com', phone: '' }]);

    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anonimizar dados pessoais?' });
    expect(dialog).toHaveTextContent('1 lead e 1 agendamento');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.anonymise).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anonimizar' }));
    expect(await screen.findByRole('heading', { name: 'Leads (0)' })).toBeInTheDocument();
    expect(sent.anonymise).toEqual([{ email: 'helena@exemplo.com', phone: '' }]);
  });
});
