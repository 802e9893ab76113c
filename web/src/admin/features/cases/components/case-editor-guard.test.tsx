import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { strapiList } from '@/testing/mocks/strapi-list';
import { renderWithProviders } from '@/testing/render';

import { storedCase } from './admin-case.fixture';
import { CasesTab } from './cases-tab';

function Where() {
  return <output aria-label="Endereço">{useLocation().pathname}</output>;
}

/** The tab beside a link elsewhere in the app (as the site's header would be) and where the router is. */
async function openEditor() {
  server.use(http.get('*/api/cases', strapiList([storedCase])));
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(
    <>
      <CasesTab />
      <Link to="/outra-pagina">Outra página</Link>
      <Where />
    </>,
    { route: '/admin/dashboard' },
  );
  await user.click(await screen.findByRole('button', { name: 'Editar Residencial Aurora' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Editar Case' });
  return { user, dialog, title: within(dialog).getByRole('textbox', { name: /^Título/ }) };
}

const ask = () => screen.queryByRole('alertdialog', { name: 'Descartar alterações?' });
const pressEsc = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });
const beforeUnloadCancelled = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('Case editor: discard-changes guard', { timeout: 20_000 }, () => {
  it('an unchanged form closes on Esc without asking, and leaving the page is not held', async () => {
    const { dialog } = await openEditor();
    expect(beforeUnloadCancelled()).toBe(false);
    pressEsc(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Case' })).not.toBeInTheDocument());
    expect(ask()).not.toBeInTheDocument();
  });

  it('Esc on a changed form asks; "Continuar editando" keeps the edits, "Descartar" closes', async () => {
    const { user, dialog, title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora II' } });
    pressEsc(dialog);
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(ask()).not.toBeInTheDocument());
    expect(title).toHaveValue('Residencial Aurora II');

    pressEsc(dialog);
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Case' })).not.toBeInTheDocument());
  });

  it('a form changed back to what was stored closes without asking', async () => {
    const { dialog, title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Outro título' } });
    fireEvent.change(title, { target: { value: 'Residencial Aurora' } });
    pressEsc(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Case' })).not.toBeInTheDocument());
    expect(ask()).not.toBeInTheDocument();
  });

  it('a removed gallery image counts as a change', async () => {
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Remover imagem 1' }));
    pressEsc(dialog);
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
  });

  it('closing or reloading the tab is held while the form is changed', async () => {
    const { title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Outro título' } });
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('a route change waits for the answer: staying keeps the page, discarding goes on', async () => {
    const { user, title } = await openEditor();
    fireEvent.change(title, { target: { value: 'Outro título' } });
    const where = screen.getByRole('status', { hidden: true, name: 'Endereço' });
    fireEvent.click(screen.getByRole('link', { name: 'Outra página', hidden: true }));
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    expect(where).toHaveTextContent('/admin/dashboard');
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(ask()).not.toBeInTheDocument());
    expect(where).toHaveTextContent('/admin/dashboard');
    expect(title).toHaveValue('Outro título');

    fireEvent.click(screen.getByRole('link', { name: 'Outra página', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(where).toHaveTextContent('/outra-pagina'));
  });
});
