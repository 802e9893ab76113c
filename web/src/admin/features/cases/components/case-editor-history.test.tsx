import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { EDIT_VERSION_MESSAGES } from '@alicerce/domain';
import { mediaFilesById, serveRevisions } from '@/admin/components/history/history.fixture';
import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { storedCase } from './admin-case.fixture';
import { caseById, CASES_URL, CasesScreens } from './cases-screens.fixture';

type Restore = { url: string; ifMatch: string | null; body: Record<string, unknown> };

/** The CMS: the case (version 3), its history, and a restore answered with version 1's text as version 4 (or a 409). */
function serveCms({ conflict = false } = {}) {
  const restores: Restore[] = [];
  const revisions = serveRevisions();
  server.use(
    http.get('*/api/cases', strapiList([storedCase])),
    caseById([storedCase]),
    revisions.handler,
    mediaFilesById,
    http.post('*/api/revisions/:subject/:documentId/:revisionId/restore', async ({ request }) => {
      restores.push({
        url: new URL(request.url).pathname,
        ifMatch: request.headers.get('If-Match'),
        body: (await request.json()) as Record<string, unknown>,
      });
      if (conflict) {
        const message = EDIT_VERSION_MESSAGES.conflict('Carla', '2026-11-27T18:00:00.000Z');
        const details = { version: 4, updatedAt: '2026-11-27T18:00:00.000Z', updatedBy: 'Carla', current: { ...storedCase, version: 4 } };
        return HttpResponse.json({ data: null, error: { status: 409, name: 'ConflictError', message, details } }, { status: 409 });
      }
      return HttpResponse.json({
        data: { ...storedCase, title: 'Residencial Aurora (lançamento)', is_published: true, version: 4 },
        meta: { restoredFrom: 1, missingFiles: [] },
      });
    }),
  );
  return { restores, reads: revisions.reads };
}

async function openHistoryOfVersion1() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<CasesScreens />, { route: `${CASES_URL}/doc-1` });
  const form = await screen.findByRole('form', { name: 'Editar Case' }, { timeout: 5000 });
  const title = within(form).getByRole('textbox', { name: /^Título/ });
  return {
    user,
    form,
    title,
    restoreVersion1: async () => {
      await user.click(within(form).getByRole('button', { name: 'Histórico' }));
      const panel = await screen.findByRole('dialog', { name: 'Histórico de versões' });
      await user.click(await within(panel).findByRole('button', { name: 'Restaurar esta versão (Versão 1)' }));
      return { panel, confirm: await screen.findByRole('alertdialog', { name: 'Restaurar a versão 1?' }) };
    },
  };
}

describe('Case editor: restoring a version from the history', { timeout: 30_000 }, () => {
  it('asks first, sends If-Match with the version held and publication only when checked; the form then shows the restored text', async () => {
    const { restores } = serveCms();
    const { user, title, restoreVersion1 } = await openHistoryOfVersion1();
    const { confirm } = await restoreVersion1();
    expect(confirm).toHaveTextContent('O conteúdo atual continua no histórico.');
    expect(confirm).not.toHaveTextContent('alterações não salvas');
    await user.click(within(confirm).getByRole('checkbox', { name: 'Restaurar também a situação de publicação' }));
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));

    expect(await screen.findByText('Versão 1 restaurada')).toBeInTheDocument();
    expect(restores).toEqual([{ url: '/api/revisions/case/doc-1/11/restore', ifMatch: '"3"', body: { publication: true } }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Residencial Aurora (lançamento)'));
    expect(title).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Editar Case' });
    expect(within(screen.getByTestId('editor-header')).getByText('Publicado')).toBeInTheDocument();
    expect(within(form).queryByText('Alterações não salvas')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Histórico de versões' })).not.toBeInTheDocument();
  });

  it('with unsaved changes, says they will be discarded; without the checkbox no publication is sent', async () => {
    const { restores } = serveCms();
    const { user, title, restoreVersion1 } = await openHistoryOfVersion1();
    fireEvent.change(title, { target: { value: 'Rascunho meu' } });
    const { confirm } = await restoreVersion1();
    expect(confirm).toHaveTextContent('O formulário tem alterações não salvas: elas serão descartadas.');
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(restores).toHaveLength(1));
    expect(restores[0]).toMatchObject({ ifMatch: '"3"', body: {} });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Residencial Aurora (lançamento)'));
  });

  it('a 409 says someone saved meanwhile, keeps the form and reads the history again', async () => {
    const { restores, reads } = serveCms({ conflict: true });
    const { user, title, restoreVersion1 } = await openHistoryOfVersion1();
    const { panel, confirm } = await restoreVersion1();
    expect(reads.count).toBe(1);
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Carla salvou este registro em 27/11/2026 15:00, depois que você o abriu: a versão não foi restaurada.',
    );
    expect(restores).toHaveLength(1);
    await waitFor(() => expect(reads.count).toBe(2));
    expect(title).toHaveValue('Residencial Aurora');
    expect(screen.queryByText('Versão 1 restaurada')).not.toBeInTheDocument();
  });
});
