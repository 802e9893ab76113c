import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { mondayOf, saoPauloNow, type DashboardHome, type RecentDocument } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { HomeScreen } from './home-screen';

const content: DashboardHome['content'] = {
  drafts: {
    total: 7,
    items: [{ subject: 'article', documentId: 'art-1', title: 'Tráfego pago para lançamentos', updatedAt: '2026-11-28T13:00:00.000Z' }],
  },
  scheduled: [{ subject: 'article', documentId: 'art-2', title: 'Como medir o custo por lead', at: '2026-12-01T12:00:00.000Z' }],
  endingSoon: [],
  editing: [{ subject: 'case', documentId: 'case-1', title: 'Residencial Aurora', by: 'Marina', since: '2026-11-28T14:00:00.000Z' }],
};
const funnel: NonNullable<DashboardHome['funnel']> = {
  leads: { today: { current: 4, previous: 1 }, week: { current: 9, previous: 12 } },
  bookings: { today: { current: 0, previous: 0 }, week: { current: 2, previous: 1 } },
  nextBookings: [{ documentId: 'bk-1', name: 'Carlos Lima', date: '2026-11-30', time: '10:00', meeting_url: 'https://meet.example/abc' }],
  uncontacted: { total: 3, items: [{ documentId: 'lead-1', name: 'Paula Reis', phone: '(15) 99999-0000', createdAt: '2026-11-27T12:00:00.000Z' }] },
  failing: { count: 2, oldestAt: '2026-11-28T10:00:00.000Z' },
  abTests: [
    {
      documentId: 'lp-1',
      title: 'Vista do Ipanema',
      slug: 'vista',
      arms: [
        { variant: 'a', views: 40, conversions: 1 },
        { variant: 'b', views: 400, conversions: 20 },
      ],
    },
  ],
};

function serve(answer: DashboardHome) {
  const puts: Array<{ url: string; body: unknown }> = [];
  server.use(
    http.get('*/api/dashboard-home', () => HttpResponse.json({ data: answer })),
    http.put('*/api/leads/:id', async ({ request }) => {
      puts.push({ url: new URL(request.url).pathname, body: await request.json() });
      answer.funnel!.uncontacted = { total: 2, items: [] };
      return HttpResponse.json({ data: {} });
    }),
  );
  return puts;
}

describe('Início', () => {
  it("shows an admin the funnel with each count's change, and 'Marcar como contatado' updates the lead and the list", async () => {
    const puts = serve({ content, funnel: structuredClone(funnel) });
    const { user } = renderWithProviders(<HomeScreen />, { route: '/admin/dashboard/inicio' });
    const leads = await screen.findByRole('region', { name: 'Leads' });
    expect(leads).toHaveTextContent('Hoje4' + '3 a mais que ontem');
    expect(leads).toHaveTextContent('Esta semana9' + '3 a menos que na semana passada');
    expect(screen.getByRole('alert')).toHaveTextContent('2 envios falhando');
    expect(within(screen.getByRole('region', { name: 'Próximas consultorias' })).getByText('seg., 30/11 às 10:00')).toBeInTheDocument();
    const test = screen.getByRole('list', { name: 'Teste A/B de Vista do Ipanema' });
    expect(
      within(test)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Original: 40 visitas · 1 lead · sem dados suficientes', 'Variante B: 400 visitas · 20 leads · conversão de 5%']);

    const waiting = screen.getByRole('region', { name: 'Aguardando contato (3)' });
    expect(within(waiting).getByRole('link', { name: 'WhatsApp de Paula Reis' })).toHaveAttribute('href', 'https://wa.me/5515999990000');
    await user.click(within(waiting).getByRole('button', { name: 'Marcar Paula Reis como contatado' }));
    await screen.findByRole('region', { name: 'Aguardando contato (2)' });
    expect(puts).toEqual([{ url: '/api/leads/lead-1', body: { data: { lead_status: 'contacted' } } }]);
  });

  it('links each block to its screen with the filter applied', async () => {
    serve({ content, funnel: structuredClone(funnel) });
    renderWithProviders(<HomeScreen />, { route: '/admin/dashboard/inicio' });
    await screen.findByRole('region', { name: 'Leads' });
    const monday = mondayOf(saoPauloNow(new Date()).date);
    expect(Object.fromEntries(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]))).toMatchObject({
      'Ver envios com falha': '/admin/dashboard/envios?situacao=failed',
      'Ver leads desta semana': `/admin/dashboard/leads?de=${monday}`,
      'Ver agendamentos desta semana': `/admin/dashboard/agendamentos?de=${monday}`,
      'Ver agendamentos confirmados': '/admin/dashboard/agendamentos?status=confirmed',
      'Ver todos os leads novos': '/admin/dashboard/leads?status=new',
      'Ver artigos agendados': '/admin/dashboard/blog?situacao=agendado',
      'Ver landing pages encerrando': '/admin/dashboard/landing-pages?encerrando=1',
    });
  });

  it('shows an editor the content blocks only, each document a link to its editor', async () => {
    serve({ content, funnel: null });
    renderWithProviders(<HomeScreen />, { route: '/admin/dashboard/inicio' });
    await screen.findByRole('region', { name: 'Rascunhos (7)' });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && region.querySelector('h3')?.textContent)).toEqual([
      'Abertos recentemente',
      'Sendo editados agora',
      'Rascunhos (7)',
      'Artigos agendados',
      'Landing pages encerrando',
    ]);
    expect(screen.queryByRole('region', { name: 'Leads' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Residencial Aurora' })).toHaveAttribute('href', '/admin/dashboard/cases/case-1');
    expect(screen.getByRole('link', { name: 'Tráfego pago para lançamentos' })).toHaveAttribute('href', '/admin/dashboard/blog/art-1');
    expect(screen.getByRole('region', { name: 'Sendo editados agora' })).toHaveTextContent('Case · Marina, desde 28/11/2026, 11:00');
    expect(screen.getByText('Nenhuma landing page encerra nos próximos 7 dias.')).toBeInTheDocument();
    expect(await screen.findByText('Os documentos que você abrir aparecem aqui.')).toBeInTheDocument();
  });

  it("lists in 'Abertos recentemente' the documents this person opened, newest first, each a link back to it", async () => {
    serve({ content, funnel: null });
    server.use(
      http.get('*/api/me/recent-documents', () =>
        HttpResponse.json({
          data: [
            {
              kind: 'landing_page',
              documentId: 'lp-1',
              label: 'Landing page',
              title: 'Vista do Ipanema',
              path: '/admin/dashboard/landing-pages/lp-1',
              openedAt: '2026-11-28T14:00:00.000Z',
            },
            {
              kind: 'page_content',
              documentId: 'pc-1',
              label: 'Seção de página',
              title: 'Página inicial — Hero',
              path: '/admin/dashboard/conteudo/home/hero',
              openedAt: '2026-11-28T13:00:00.000Z',
            },
          ] satisfies RecentDocument[],
        }),
      ),
    );
    renderWithProviders(<HomeScreen />, { route: '/admin/dashboard/inicio' });
    const block = await screen.findByRole('list', { name: 'Abertos recentemente' });
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Vista do Ipanema', '/admin/dashboard/landing-pages/lp-1'],
      ['Página inicial — Hero', '/admin/dashboard/conteudo/home/hero'],
    ]);
    expect(block).toHaveTextContent('Landing page · aberto em 28/11/2026, 11:00');
  });
});
