import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { EDIT_RESOLUTION_HEADER, EDIT_VERSION_MESSAGES, KEEP_MINE } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import type { AdminCase } from '../types';

import { storedCase } from './admin-case.fixture';
import { caseById, CASES_URL, CasesScreens } from './cases-screens.fixture';

type Put = { ifMatch: string | null; resolution: string | null; data: Record<string, unknown> };

/** What Ana saved while the editor was open: version 4, another challenge (and, when given, another title). */
const theirs = (changes: Partial<AdminCase> = {}): AdminCase => ({ ...storedCase, version: 4, challenge: 'Conversão baixa no digital.', ...changes });

/** The CMS: the first PUT is refused as stale (409 with Ana's version), the next ones are saved (version 5). */
function serveCms(current: AdminCase) {
  const puts: Put[] = [];
  server.use(
    http.get('*/api/cases', strapiList([storedCase])),
    caseById([storedCase]),
    http.put('*/api/cases/:id', async ({ request }) => {
      const body = (await request.json()) as { data: Record<string, unknown> };
      puts.push({ ifMatch: request.headers.get('If-Match'), resolution: request.headers.get(EDIT_RESOLUTION_HEADER), data: body.data });
      if (puts.length === 1) {
        const message = EDIT_VERSION_MESSAGES.conflict('Ana', '2026-01-10T13:02:00.000Z');
        return HttpResponse.json(
          {
            data: null,
            error: {
              status: 409,
              name: 'ConflictError',
              message,
              details: { version: 4, updatedAt: '2026-01-10T13:02:00.000Z', updatedBy: 'Ana', current },
            },
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ data: { ...current, ...body.data, version: 5 } });
    }),
  );
  return puts;
}

async function openEditor() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<CasesScreens />, { route: `${CASES_URL}/doc-1` });
  const form = await screen.findByRole('form', { name: 'Editar Case' }, { timeout: 5000 });
  const field = (name: RegExp) => within(form).getByRole('textbox', { name });
  return { user, form, title: field(/^Título/), challenge: field(/^Desafio/) };
}

describe('Case editor: a save against a newer version loses nobody’s text', { timeout: 30_000 }, () => {
  it('sends If-Match with the loaded version; on 409 shows the comparison and keeps what was typed; merge + Salvar stores both changes', async () => {
    const puts = serveCms(theirs());
    const { user, form, title, challenge } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora — Fase 2' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog', { name: EDIT_VERSION_MESSAGES.title });
    expect(puts[0].ifMatch).toBe('"3"');
    expect(dialog).toHaveTextContent('Ana salvou este registro');
    const fields = within(within(dialog).getByRole('list', { name: 'Campos alterados' }));
    expect(fields.getByRole('listitem', { name: 'Título' })).toHaveTextContent(
      'Alterado por você: será mantidoMinha versãoResidencial Aurora — Fase 2',
    );
    expect(fields.getByRole('listitem', { name: 'Desafio' })).toHaveTextContent(
      'Alterado por Ana: será mantidoVersão de AnaConversão baixa no digital.',
    );
    expect(fields.getAllByRole('listitem')).toHaveLength(2);
    // Nothing typed is lost while the view is open.
    expect(title).toHaveValue('Residencial Aurora — Fase 2');
    expect(screen.queryByText('Case atualizado com sucesso!')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Combinar as versões' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: EDIT_VERSION_MESSAGES.title })).not.toBeInTheDocument());
    expect(await screen.findByText('Revise o formulário e clique em Salvar para gravar.')).toBeInTheDocument();
    expect(title).toHaveValue('Residencial Aurora — Fase 2');
    expect(challenge).toHaveValue('Conversão baixa no digital.');
    expect(within(form).getByText('Alterações não salvas')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Case atualizado com sucesso!')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({
      ifMatch: '"4"',
      resolution: null,
      data: expect.objectContaining({ title: 'Residencial Aurora — Fase 2', challenge: 'Conversão baixa no digital.' }),
    });
  });

  it('a field both changed: the person picks per field; "Manter a minha versão" saves mine over theirs with the new version and KEEP_MINE', async () => {
    const puts = serveCms(theirs({ title: 'Residencial Aurora (Ana)' }));
    const { user, form, title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora — Fase 2' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog', { name: EDIT_VERSION_MESSAGES.title });
    const row = within(dialog).getByRole('listitem', { name: 'Título' });
    expect(row).toHaveTextContent('Alterado por você e por Ana: escolha qual manter');
    expect(within(row).getByRole('radio', { name: /Minha versão/ })).toBeChecked();
    expect(within(row).getByRole('radio', { name: /Versão de Ana.*Residencial Aurora \(Ana\)/ })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Manter a minha versão' }));
    expect(await screen.findByText('Case atualizado com sucesso!')).toBeInTheDocument();
    expect(puts[1]).toMatchObject({
      ifMatch: '"4"',
      resolution: KEEP_MINE,
      data: expect.objectContaining({ title: 'Residencial Aurora — Fase 2', challenge: storedCase.challenge }),
    });
  });

  it('picking their version of a field both changed, then combining, puts theirs in the form', async () => {
    serveCms(theirs({ title: 'Residencial Aurora (Ana)' }));
    const { user, form, title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora — Fase 2' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_VERSION_MESSAGES.title });
    await user.click(within(dialog).getByRole('radio', { name: /Versão de Ana/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Combinar as versões' }));
    await waitFor(() => expect(title).toHaveValue('Residencial Aurora (Ana)'));
  });

  it('"Usar a versão atual" asks first, then shows their version with nothing left to save', async () => {
    serveCms(theirs());
    const { user, form, title, challenge } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora — Fase 2' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_VERSION_MESSAGES.title });
    await user.click(within(dialog).getByRole('button', { name: 'Usar a versão atual' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Suas alterações neste formulário serão descartadas');
    expect(title).toHaveValue('Residencial Aurora — Fase 2');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar minhas alterações' }));
    await waitFor(() => expect(title).toHaveValue('Residencial Aurora'));
    expect(challenge).toHaveValue('Conversão baixa no digital.');
    expect(within(form).queryByText('Alterações não salvas')).not.toBeInTheDocument();
  });
});
