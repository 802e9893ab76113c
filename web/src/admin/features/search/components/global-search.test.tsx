import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { RecentDocument, SearchAnswer } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { GlobalSearch, SEARCH_TEXTS } from './global-search';

const ANSWER: SearchAnswer['data'] = [
  {
    group: 'cases',
    label: 'Cases',
    more: false,
    hits: [{ id: 'case-1', title: 'Residencial Horizonte', context: 'Construtora Sol · Publicado', path: '/admin/dashboard/cases/case-1' }],
  },
  {
    group: 'leads',
    label: 'Leads',
    more: false,
    hits: [
      { id: 'lead-1', title: 'Ana Lima', context: 'ana@exemplo.com · (15) 99999-0000', path: '/admin/dashboard/leads?abrir=lead-1' },
      { id: 'lead-2', title: 'Bruno Souza', context: 'bruno@exemplo.com · (15) 98888-0000', path: '/admin/dashboard/leads?abrir=lead-2' },
    ],
  },
];

function Where() {
  const location = useLocation();
  return <output aria-label="Endereço">{`${location.pathname}${location.search}`}</output>;
}

const render = () =>
  renderWithProviders(
    <>
      <GlobalSearch />
      <Where />
    </>,
    { route: '/admin/dashboard/cases' },
  );

describe('GlobalSearch', { timeout: 30_000 }, () => {
  it('offers the documents opened recently before anything is typed, and opens the chosen one with Enter', async () => {
    server.use(
      http.get('*/api/me/recent-documents', () =>
        HttpResponse.json({
          data: [
            {
              kind: 'case',
              documentId: 'case-9',
              label: 'Case',
              title: 'Residencial Mirante',
              path: '/admin/dashboard/cases/case-9',
              openedAt: '2026-11-28T14:00:00.000Z',
            },
            {
              kind: 'lead',
              documentId: 'lead-9',
              label: 'Lead',
              title: 'Ana Lima',
              path: '/admin/dashboard/leads?abrir=lead-9',
              openedAt: '2026-11-28T13:00:00.000Z',
            },
          ] satisfies RecentDocument[],
        }),
      ),
    );
    const { user } = render();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: SEARCH_TEXTS.label });
    const group = await within(dialog).findByRole('group', { name: SEARCH_TEXTS.recent });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Residencial MiranteCase', 'Ana LimaLead']);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${SEARCH_TEXTS.recent}: 2.`);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('/admin/dashboard/leads?abrir=lead-9'));
  });

  it('opens with Ctrl+K, asks once the typing settles, moves with the arrows and opens the chosen result with Enter', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/search', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ data: ANSWER });
      }),
    );
    const { user } = render();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: SEARCH_TEXTS.label });
    const field = within(dialog).getByRole('combobox', { name: SEARCH_TEXTS.label });
    expect(field).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(SEARCH_TEXTS.empty);

    await user.keyboard('15999990000');
    const list = await screen.findByRole('listbox', { name: SEARCH_TEXTS.results });
    // One request for the whole number, not one per digit.
    expect(asked).toEqual(['15999990000']);
    expect(within(list).getByRole('group', { name: 'Leads' })).toBeInTheDocument();
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Residencial HorizonteConstrutora Sol · Publicado',
      'Ana Limaana@exemplo.com · (15) 99999-0000',
      'Bruno Souzabruno@exemplo.com · (15) 98888-0000',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // From the first, up goes round to the last.
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('/admin/dashboard/leads?abrir=lead-1');
  });

  it('closes with Esc and says when nothing is found or the search fails, in pt-BR', async () => {
    let fail = false;
    server.use(
      http.get('*/api/search', () =>
        fail
          ? HttpResponse.json(
              { data: null, error: { status: 429, message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.' } },
              { status: 429 },
            )
          : HttpResponse.json({ data: [] }),
      ),
    );
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await user.keyboard('zzz');
    await waitFor(() => expect(screen.getByText(SEARCH_TEXTS.none('zzz'))).toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fail = true;
    await user.keyboard('w');
    expect(await screen.findByText(SEARCH_TEXTS.error('Muitas solicitações. Aguarde alguns minutos e tente novamente.'))).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('/admin/dashboard/cases');
  });
});
