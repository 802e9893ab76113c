import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BOUND, READY } from '@/site/lib/islands/island-attributes';
import { server } from '@/shared/testing/mocks/server';
import { renderStatic } from '@/site/testing/render-static';

import { EMPTY_TEXT } from '../lib/messages';
import { bareCase, caseList, makeCase, richCase, urlCase } from '../testing/fixtures';
import type { Case } from '../types';

import * as carousel from './carousel-island';
import * as cases from './cases-island';
import { CasesShowcase } from './cases-showcase';

const islands = { cases, carousel };

/** /api/cases answering `list` (the CMS's current cases), or failing; counts the reads. */
function casesApi(list: Case[] | 'down') {
  const reads = { count: 0 };
  server.use(
    http.get('*/api/cases', () => {
      reads.count += 1;
      if (list === 'down') return HttpResponse.json({ data: null, error: { status: 500, message: 'Falha' } }, { status: 500 });
      return HttpResponse.json({ data: list, meta: { pagination: { page: 1, pageCount: 1 } } });
    }),
  );
  return reads;
}

/** /cases built with `built`, at `route`; resolves once the island has asked the CMS for its current cases. */
async function renderCases(built: Case[] | null, route = '/cases', current: Case[] | 'down' = caseList) {
  const reads = casesApi(current);
  const view = await renderStatic(<CasesShowcase cases={built} />, { route, islands });
  await expect.poll(() => reads.count).toBe(1);
  await expect.poll(() => screen.queryByText('Carregando cases...')).toBeNull();
  return view;
}

// Scoped to the grid: a role query over the whole page costs jsdom a lot.
const shownTitles = () => {
  const grid = screen.queryByRole('list', { name: 'Cases' });
  return grid
    ? within(grid)
        .queryAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
    : [];
};
const skeleton = () => document.querySelector('[data-cases-skeleton]');
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const clearButton = () => screen.queryByRole('button', { name: 'Limpar Filtros' });
const emptyState = () => screen.getByText(EMPTY_TEXT);
// A message that does not apply is not in the page at all (its text is written only when it shows).
const noEmptyState = () => expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();

// A list rendered again starts the islands of its new cards (their carousels) when the page is idle: let them finish
// before the page is emptied, or the last of them runs after this file's window is gone.
afterEach(async () => {
  await vi.waitFor(() => expect(document.querySelectorAll(`[${BOUND}]:not([${READY}])`)).toHaveLength(0), { timeout: 3000, interval: 10 });
});

describe('cases island', () => {
  it('shows every case, no filter, and keeps the built list when the CMS has the same', async () => {
    await renderCases(caseList);
    expect(shownTitles()).toEqual([richCase.title, bareCase.title, urlCase.title]);
    expect(select('Plataforma')).toHaveValue('all');
    expect(select('Tipo de imóvel')).toHaveValue('all');
    expect(clearButton()).not.toBeInTheDocument();
    noEmptyState();
  });

  it('applies the filters of a shared link', async () => {
    await renderCases(caseList, '/cases?plataforma=Meta+Ads&tipo=Casas');
    expect(shownTitles()).toEqual([bareCase.title]);
    expect(select('Plataforma')).toHaveValue('Meta Ads');
    expect(select('Tipo de imóvel')).toHaveValue('Casas');
    expect(clearButton()).toBeVisible();
  });

  it('ignores filter values it does not know (a stale or hand-typed link)', async () => {
    await renderCases(caseList, '/cases?plataforma=TikTok&tipo=');
    expect(shownTitles()).toHaveLength(3);
    expect(select('Plataforma')).toHaveValue('all');
    expect(clearButton()).not.toBeInTheDocument();
  });

  it("filters as the visitor chooses, writes the filters into the address, says when nothing matches, and 'Limpar Filtros' undoes it", async () => {
    const { user } = await renderCases(caseList);

    await user.selectOptions(select('Plataforma'), 'Google Ads');
    expect(shownTitles()).toEqual([richCase.title]);
    expect(new URLSearchParams(window.location.search).get('plataforma')).toBe('Google Ads');
    expect(clearButton()).toBeVisible();

    await user.selectOptions(select('Tipo de imóvel'), 'Casas');
    expect(shownTitles()).toEqual([]);
    expect(emptyState()).toBeVisible();
    expect(window.location.search).toBe('?plataforma=Google+Ads&tipo=Casas');

    await user.click(clearButton()!);
    expect(shownTitles()).toEqual([richCase.title, bareCase.title, urlCase.title]);
    noEmptyState();
    expect(select('Plataforma')).toHaveValue('all');
    expect(select('Tipo de imóvel')).toHaveValue('all');
    expect(window.location.pathname + window.location.search).toBe('/cases');
    expect(clearButton()).not.toBeInTheDocument();
  });

  it('shows a case published after the build, with the filters still applied', async () => {
    const published = makeCase({
      documentId: 'doc-novo',
      title: 'Loteamento Jardim Novo',
      slug: 'loteamento-jardim-novo',
      platform: 'Meta Ads',
      property_type: 'Loteamentos',
    });
    await renderCases(caseList, '/cases?plataforma=Meta+Ads', [published, ...caseList]);
    await expect.poll(() => shownTitles()).toEqual([published.title, bareCase.title]);
    expect(screen.getAllByRole('link', { name: 'Ver Detalhes' }).map((link) => link.getAttribute('href'))).toContain('/cases/loteamento-jardim-novo');
  });

  it('keeps the built cards when the CMS cannot be reached, and says so', async () => {
    await renderCases(caseList, '/cases', 'down');
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar cases');
    expect(shownTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('reads the cards at once on a page built without them, and offers to try again when that fails', async () => {
    const { user } = await renderCases(null, '/cases', 'down');
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar cases');
    expect(screen.getByText('Não foi possível carregar os cases agora.')).toBeVisible();

    // The grey cards give way to the message: nothing pretends to be loading any more.
    expect(skeleton()).toHaveAttribute('hidden');

    casesApi(caseList);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await expect.poll(() => shownTitles()).toEqual([richCase.title, bareCase.title, urlCase.title]);
    expect(screen.queryByText('Não foi possível carregar os cases agora.')).not.toBeInTheDocument();
    expect(skeleton()).toBeNull();
  });

  it("keeps the filters when the list is rendered again while a case is open (the address is the case's then)", async () => {
    const published = makeCase({
      documentId: 'doc-novo',
      title: 'Loteamento Jardim Novo',
      slug: 'loteamento-jardim-novo',
      platform: 'Meta Ads',
      property_type: 'Loteamentos',
    });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/cases', async () => {
        await answered;
        return HttpResponse.json({ data: [published, ...caseList], meta: { pagination: { page: 1, pageCount: 1 } } });
      }),
    );
    await renderStatic(<CasesShowcase cases={caseList} />, { route: '/cases?plataforma=Meta+Ads', islands });
    await expect.poll(() => shownTitles()).toEqual([bareCase.title]);
    window.history.pushState({ caseDialog: bareCase.slug }, '', `/cases/${bareCase.slug}`);

    answer();
    await expect.poll(() => shownTitles()).toEqual([published.title, bareCase.title]);
    expect(select('Plataforma')).toHaveValue('Meta Ads');
  });

  it('shows grey cards where the cases will appear while a page built without them asks the CMS', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/cases', async () => {
        await answered;
        return HttpResponse.json({ data: caseList, meta: { pagination: { page: 1, pageCount: 1 } } });
      }),
    );
    await renderStatic(<CasesShowcase cases={null} />, { route: '/cases', islands });
    await expect.poll(() => screen.queryByText('Carregando cases...')).not.toBeNull();
    expect(skeleton()).not.toHaveAttribute('hidden');
    expect(skeleton()?.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(6);
    expect(shownTitles()).toEqual([]);

    answer();
    await expect.poll(() => shownTitles()).toEqual([richCase.title, bareCase.title, urlCase.title]);
    expect(skeleton()).toBeNull();
    expect(screen.queryByText('Carregando cases...')).not.toBeInTheDocument();
  });
});
