import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { strapiList } from '@/testing/mocks/strapi-list';
import { renderWithProviders } from '@/testing/render';

import { caseList, makeCase } from '../testing/fixtures';

import { CasesShowcase } from './cases-showcase';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderShowcase(route = '/cases') {
  return renderWithProviders(
    <>
      <CasesShowcase />
      <Search />
    </>,
    { route },
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Cases' })).getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('CasesShowcase', () => {
  it('shows the loading text, then one card per case with its platform, client and first two metrics', async () => {
    server.use(http.get('*/api/cases', () => HttpResponse.json({ data: caseList })));
    renderShowcase();
    expect(screen.getByText('Carregando cases...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Cases' });
    expect(screen.queryByText('Carregando cases...')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Residencial Mirante', 'Corretor autônomo em Votorantim', 'Imobiliária Casa Forte']);

    const mirante = cards()[0];
    expect(within(mirante).getByText('Google Ads')).toBeInTheDocument();
    expect(within(mirante).getByText('Horizonte Incorporações')).toBeInTheDocument();
    expect(within(mirante).getAllByTestId('case-metric').map((m) => m.textContent)).toEqual(['Leads gerados2.860', 'Custo por leadR$ 21,30']);
    expect(within(mirante).getByRole('button', { name: 'Ver Detalhes' })).toBeInTheDocument();

    const placeholder = within(cards()[1]).getByRole('img', { name: 'Corretor autônomo em Votorantim: imagem ilustrativa' });
    expect(placeholder).toHaveAttribute('src', '/images/case-placeholder.svg');
    expect(placeholder).toHaveAttribute('loading', 'lazy');
  });

  it('filters by platform and type, shows the empty state, and clears both', async () => {
    server.use(http.get('*/api/cases', () => HttpResponse.json({ data: caseList })));
    const { user } = renderShowcase();
    await screen.findByRole('list', { name: 'Cases' });
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Plataforma'), 'Meta Ads');
    expect(cardTitles()).toEqual(['Corretor autônomo em Votorantim']);
    expect(screen.getByTestId('search')).toHaveTextContent('?plataforma=Meta+Ads');

    await user.selectOptions(screen.getByLabelText('Tipo de imóvel'), 'Apartamentos');
    expect(screen.getByText('Nenhum case encontrado com os filtros selecionados.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByLabelText('Plataforma')).toHaveValue('all');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).not.toBeInTheDocument();
  });

  it('reads the filters from the URL', async () => {
    server.use(http.get('*/api/cases', () => HttpResponse.json({ data: caseList })));
    renderShowcase('/cases?tipo=Casas');
    await screen.findByRole('list', { name: 'Cases' });
    expect(cardTitles()).toEqual(['Corretor autônomo em Votorantim']);
    expect(screen.getByLabelText('Tipo de imóvel')).toHaveValue('Casas');
    expect(screen.getByRole('button', { name: 'Limpar Filtros' })).toBeInTheDocument();
  });

  it('shows the destructive toast when the CMS fails, and the page still renders', async () => {
    server.use(http.get('*/api/cases', () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })));
    renderShowcase();
    expect(await screen.findByText('Erro ao carregar cases', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Plataforma')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('opens a case from its card into the URL, and closes it', async () => {
    server.use(http.get('*/api/cases', () => HttpResponse.json({ data: caseList })));
    const { user } = renderShowcase();
    await screen.findByRole('list', { name: 'Cases' });
    await user.click(within(cards()[1]).getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corretor autônomo em Votorantim' });
    expect(screen.getByTestId('search')).toHaveTextContent('?case=corretor-votorantim');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });
});

describe('CasesShowcase with more cases than one CMS page holds', { timeout: 30_000 }, () => {
  it('reads every page and shows all 130 cases', async () => {
    const many = Array.from({ length: 130 }, (_, i) => makeCase({ documentId: `doc-${i}`, slug: `case-${i}`, title: `Case ${i + 1}` }));
    const pagesRead: number[] = [];
    server.use(http.get('*/api/cases', strapiList(many, pagesRead)));
    renderShowcase();
    await screen.findByRole('list', { name: 'Cases' });
    await waitFor(() => expect(cards()).toHaveLength(130));
    expect(cardTitles()[129]).toBe('Case 130');
    expect(pagesRead.sort()).toEqual([1, 2]);
  });
});
