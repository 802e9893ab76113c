import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { EDIT_VERSION_MESSAGES, LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { LandingPageEditorScreen } from './landing-page-editor';

const template = structuredClone(LANDING_STARTER_TEMPLATE);
const stored = {
  ...template,
  blocks: template.blocks.filter((b) => ['hero', 'cta'].includes(b.type)),
  id: 7,
  documentId: 'doc-1',
  slug: 'lancamento-aurora',
  seo_title: '',
  version: 6,
};
/** Bruno's save while the editor was open: another SEO title, version 7. */
const current = { ...stored, seo_title: 'Lançamento Aurora | Construtora Sol', version: 7 };

type Put = { ifMatch: string | null; data: Record<string, unknown> };

describe('Landing page editor: a stale save opens the conflict view, and the merge keeps both changes', { timeout: 30_000 }, () => {
  it('If-Match of the loaded version; 409 → Combinar as versões → Salvar sends mine and theirs with the new version; the next save, the answered one', async () => {
    const puts: Put[] = [];
    server.use(
      http.get('*/api/landing-pages/doc-1', () => HttpResponse.json({ data: stored })),
      http.put('*/api/landing-pages/doc-1', async ({ request }) => {
        const { data } = (await request.json()) as { data: Record<string, unknown> };
        puts.push({ ifMatch: request.headers.get('If-Match'), data });
        if (puts.length === 1) {
          const details = { version: 7, updatedAt: new Date().toISOString(), updatedBy: 'Bruno', current };
          return HttpResponse.json(
            {
              data: null,
              error: { status: 409, name: 'ConflictError', message: EDIT_VERSION_MESSAGES.conflict('Bruno', details.updatedAt), details },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({ data: { ...current, ...data, version: 7 + puts.length - 1 } });
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<LandingPageEditorScreen id="doc-1" />, { route: '/admin/dashboard/landing-pages/doc-1' });
    const form = await screen.findByRole('form', { name: 'Editar landing page' }, { timeout: 5000 });
    const title = within(form).getByRole('textbox', { name: /^Título da página/ });
    fireEvent.change(title, { target: { value: 'Lançamento Aurora — últimas unidades' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog', { name: EDIT_VERSION_MESSAGES.title });
    expect(puts[0].ifMatch).toBe('"6"');
    expect(within(dialog).getByRole('listitem', { name: 'Título SEO' })).toHaveTextContent('Alterado por Bruno: será mantido');
    expect(within(dialog).getByRole('listitem', { name: 'Título da página' })).toHaveTextContent('Alterado por você: será mantido');
    await user.click(within(dialog).getByRole('button', { name: 'Combinar as versões' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: EDIT_VERSION_MESSAGES.title })).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: /^Título SEO/ })).toHaveValue('Lançamento Aurora | Construtora Sol');

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Landing page atualizada com sucesso!')).toBeInTheDocument();
    expect(puts[1]).toMatchObject({
      ifMatch: '"7"',
      data: expect.objectContaining({ title: 'Lançamento Aurora — últimas unidades', seo_title: 'Lançamento Aurora | Construtora Sol' }),
    });

    // The editor stays open: its next save is checked against the version the CMS answered (8).
    fireEvent.change(title, { target: { value: 'Lançamento Aurora' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2].ifMatch).toBe('"8"');
  });
});
