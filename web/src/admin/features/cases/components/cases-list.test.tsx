import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { storedCase } from './admin-case.fixture';
import { CasesTab } from './cases-tab';

const many = Array.from({ length: 25 }, (_, i) => ({ ...storedCase, id: i + 1, documentId: `doc-${i}`, slug: `case-${i}`, title: `Case ${i + 1}` }));

/** The CMS's list over `many`, searching titles as `$containsi` does; every query string asked is kept. */
function serve() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/cases', (info) => {
      const params = new URL(info.request.url).searchParams;
      asked.push(params);
      const text = params.get('filters[$and][0][$or][0][title][$containsi]')?.toLowerCase();
      return strapiList(text ? many.filter((row) => row.title.toLowerCase().includes(text)) : many)(info);
    }),
  );
  return asked;
}

const rows = () => within(screen.getByRole('list', { name: 'Lista de cases' })).queryAllByRole('listitem');

describe('Cases list', { timeout: 20_000 }, () => {
  it('shows one page of 10 cases with the total, and the next page on request', async () => {
    const asked = serve();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CasesTab />);
    expect(await screen.findByRole('heading', { name: 'Cases (25)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(asked[0].get('unpublished')).toBe('include');
    expect(asked[0].get('sort')).toBe('createdAt:desc');

    await user.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]).toHaveAccessibleName('Case 21');
    expect(asked.at(-1)!.get('pagination[page]')).toBe('3');
  });

  it('searches on the server and starts again at page 1', async () => {
    const asked = serve();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CasesTab />);
    await user.click(await screen.findByRole('button', { name: 'Ir para a página 2' }, { timeout: 5000 }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'case 2' } });
    expect(await screen.findByRole('heading', { name: 'Cases (7)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Case 2', 'Case 20', 'Case 21', 'Case 22', 'Case 23', 'Case 24', 'Case 25']);
    const last = asked.at(-1)!;
    expect(last.get('pagination[page]')).toBe('1');
    expect(last.get('filters[$and][0][$or][1][client_name][$containsi]')).toBe('case 2');
  });
});
