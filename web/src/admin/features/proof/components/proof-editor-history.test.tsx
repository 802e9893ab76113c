import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { Revision } from '@/admin/components/history/revision';
import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import type { AdminTestimonial } from '../types';

import { proofUrl, ProofScreens } from './proof-screens.fixture';

const stored: AdminTestimonial = {
  id: 1,
  documentId: 'dep-1',
  quote: 'Vendemos 58 das 72 unidades em cinco meses.',
  author_name: 'Mariana Toledo',
  author_role: 'Diretora de Marketing',
  company: 'Horizonte Incorporações',
  featured: false,
  photo: null,
  case: null,
  display_order: 1,
  is_published: true,
  version: 2,
};

const revision = (version: number, quote: string, action: Revision['action']): Revision => ({
  id: version * 10,
  version,
  action,
  actor_name: 'Mariana',
  changed_fields: version === 1 ? null : ['quote'],
  snapshot: { quote, author_name: stored.author_name, company: stored.company, is_published: true },
  label: null,
  restored_from: null,
  savedAt: '2026-11-27T17:07:00.000Z',
});

describe('Depoimento: the same Histórico as every editor', { timeout: 30_000 }, () => {
  it('compares the quotes word by word and restores version 1 into the form with the version held', async () => {
    const restores: Array<{ url: string; ifMatch: string | null; body: unknown }> = [];
    server.use(
      http.get('*/api/testimonials', strapiList([stored])),
      http.get('*/api/testimonials/:id', () => HttpResponse.json({ data: stored })),
      http.get('*/api/cases', strapiList([])),
      http.get('*/api/revisions/testimonial/dep-1', () =>
        HttpResponse.json({ data: [revision(2, stored.quote, 'updated'), revision(1, 'Vendemos 40 das 72 unidades.', 'created')] }),
      ),
      http.post('*/api/revisions/:subject/:documentId/:revisionId/restore', async ({ request }) => {
        restores.push({ url: new URL(request.url).pathname, ifMatch: request.headers.get('If-Match'), body: await request.json() });
        return HttpResponse.json({
          data: { ...stored, quote: 'Vendemos 40 das 72 unidades.', version: 3 },
          meta: { restoredFrom: 1, missingFiles: [] },
        });
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<ProofScreens />, { route: proofUrl('depoimentos', 'dep-1') });
    const form = await screen.findByRole('form', { name: 'Editar Depoimento' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Histórico' }));
    const panel = await screen.findByRole('dialog', { name: 'Histórico de versões' });

    const quote = await within(panel).findByRole('listitem', { name: 'Depoimento' });
    expect(quote.querySelector('del')).toHaveTextContent('40');
    expect(quote.querySelector('ins')).toHaveTextContent('58');
    expect(quote).toHaveTextContent('DepoimentoVendemos removido: 40 incluído: 58 das 72 removido: unidades. incluído: unidades em cinco meses.');

    await user.click(within(panel).getByRole('button', { name: 'Restaurar esta versão (Versão 1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restaurar a versão 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Versão 1 restaurada')).toBeInTheDocument();
    expect(restores).toEqual([{ url: '/api/revisions/testimonial/dep-1/10/restore', ifMatch: '"2"', body: {} }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Depoimento/ })).toHaveValue('Vendemos 40 das 72 unidades.'));
  });
});
