import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { storedCase } from './admin-case.fixture';
import { caseById, CASES_URL, CasesScreens } from './cases-screens.fixture';

function Where() {
  return <output aria-label="Endereço">{useLocation().pathname}</output>;
}

/** The case's editor at its own URL, beside a link elsewhere in the app (as the dashboard's navigation) and where the router is. */
async function openEditor(route = `${CASES_URL}/doc-1`) {
  server.use(http.get('*/api/cases', strapiList([storedCase])), caseById([storedCase]));
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(
    <>
      <CasesScreens />
      <Link to="/outra-pagina">Outra página</Link>
      <Where />
    </>,
    { route },
  );
  const form = await screen.findByRole('form', { name: 'Editar Case' }, { timeout: 5000 });
  return {
    user,
    form,
    title: within(form).getByRole('textbox', { name: /^Título/ }),
    where: screen.getByRole('status', { hidden: true, name: 'Endereço' }),
  };
}

const ask = () => screen.queryByRole('alertdialog', { name: 'Descartar alterações?' });
const beforeUnloadCancelled = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('Case editor page: loading by URL, state and the discard-changes guard', { timeout: 20_000 }, () => {
  it('opens the case its URL names, with its stored state', async () => {
    const { form } = await openEditor();
    expect(within(form).getByRole('textbox', { name: /^Título/ })).toHaveValue('Residencial Aurora');
    expect(within(form).getByText('Rascunho')).toBeInTheDocument();
    expect(within(form).queryByText('Alterações não salvas')).not.toBeInTheDocument();
  });

  it('an unknown id: a clear message and the way back to the list', async () => {
    server.use(caseById([]));
    renderWithProviders(<CasesScreens />, { route: `${CASES_URL}/nao-existe` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Case não encontrado');
    expect(within(alert).getByRole('link', { name: 'Voltar para Cases' })).toHaveAttribute('href', CASES_URL);
  });

  it('an unchanged form leaves on Cancelar without asking, and leaving the page is not held', async () => {
    const { user, form, where } = await openEditor();
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(within(form).getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(where).toHaveTextContent(CASES_URL));
    expect(where.textContent).toBe(CASES_URL);
    expect(ask()).not.toBeInTheDocument();
  });

  it('Cancelar on a changed form asks; "Continuar editando" keeps the edits, "Descartar" goes to the list', async () => {
    const { user, form, title, where } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora II' } });
    expect(within(form).getByText('Alterações não salvas')).toBeInTheDocument();
    await user.click(within(form).getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(ask()).not.toBeInTheDocument());
    expect(title).toHaveValue('Residencial Aurora II');
    expect(where).toHaveTextContent(`${CASES_URL}/doc-1`);

    await user.click(within(form).getByRole('link', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(where.textContent).toBe(CASES_URL));
  });

  it('a form changed back to what was stored leaves without asking', async () => {
    const { user, form, title, where } = await openEditor();
    fireEvent.change(title, { target: { value: 'Outro título' } });
    fireEvent.change(title, { target: { value: 'Residencial Aurora' } });
    await user.click(within(form).getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(where.textContent).toBe(CASES_URL));
    expect(ask()).not.toBeInTheDocument();
  });

  it('a removed gallery image counts as a change', async () => {
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Remover imagem 1' }));
    await user.click(within(form).getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
  });

  it('closing or reloading the tab is held while the form is changed', async () => {
    const { title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Outro título' } });
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('another link waits for the answer: staying keeps the page, discarding goes on', async () => {
    const { user, title, where } = await openEditor();
    fireEvent.change(title, { target: { value: 'Outro título' } });
    fireEvent.click(screen.getByRole('link', { name: 'Outra página', hidden: true }));
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(ask()).not.toBeInTheDocument());
    expect(where).toHaveTextContent(`${CASES_URL}/doc-1`);
    expect(title).toHaveValue('Outro título');

    fireEvent.click(screen.getByRole('link', { name: 'Outra página', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(where).toHaveTextContent('/outra-pagina'));
  });

  it('after Salvar the editor goes back to the list without asking', async () => {
    const { user, form, title, where } = await openEditor();
    server.use(http.put('*/api/cases/:id', () => HttpResponse.json({ data: { documentId: 'doc-1' } })));
    fireEvent.change(title, { target: { value: 'Residencial Aurora II' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Case atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(where.textContent).toBe(CASES_URL));
    expect(ask()).not.toBeInTheDocument();
  });
});
