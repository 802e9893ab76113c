import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { storedCase } from './admin-case.fixture';
import { caseById, CASES_URL, CasesScreens } from './cases-screens.fixture';

const signIn = (id: number) => setSession({ jwt: 'jwt', refreshToken: 'refresh', user: { id, email: `pessoa${id}@alicerce.example` } });
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('alicerce:draft:'));

async function openEditor() {
  server.use(http.get('*/api/cases', strapiList([storedCase])), caseById([storedCase]));
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<CasesScreens />, { route: `${CASES_URL}/doc-1` });
  // `hidden`: the recovery offer, a modal dialog, hides the page from the accessibility tree while it is open.
  const form = await screen.findByRole('form', { name: 'Editar Case', hidden: true }, { timeout: 5000 });
  return { user, form, title: within(form).getByRole('textbox', { name: /^Título/, hidden: true }) };
}

/** Typing, then the tab gone without saving (a crash, a closed tab, an expired sign-in). */
async function typeAndLose(text: string) {
  const { title } = await openEditor();
  fireEvent.change(title, { target: { value: text } });
  await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
  cleanup();
}

describe('Case editor: unsaved edits survive the browser tab', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn(7);
  });
  afterEach(() => localStorage.clear());

  it('kept while typing; reopening offers them with a preview, and Recuperar puts them back in the form unsaved', async () => {
    await typeAndLose('Residencial Aurora — texto que quase se perdeu');
    const { form, title, user } = await openEditor();
    const offer = await screen.findByRole('dialog', { name: /^Recuperar alterações não salvas de \d{2}:\d{2}\?$/ });
    expect(within(offer).getByRole('term')).toHaveTextContent('Título');
    expect(offer).toHaveTextContent('Residencial Aurora — texto que quase se perdeu');
    expect(title).toHaveValue('Residencial Aurora');

    await user.click(within(offer).getByRole('button', { name: 'Recuperar' }));
    await waitFor(() => expect(title).toHaveValue('Residencial Aurora — texto que quase se perdeu'));
    expect(within(form).getByText('Alterações não salvas')).toBeInTheDocument();
  });

  it('Descartar forgets them; a form equal to what is stored keeps nothing', async () => {
    await typeAndLose('Texto descartado');
    const { title, user } = await openEditor();
    await user.click(within(await screen.findByRole('dialog', { name: /^Recuperar alterações/ })).getByRole('button', { name: 'Descartar' }));
    expect(title).toHaveValue('Residencial Aurora');
    await waitFor(() => expect(drafts()).toHaveLength(0), { timeout: 3000 });
  });

  it("leaving a changed form with 'Descartar' drops its kept edits: nothing is offered next time", async () => {
    const { title, form, user } = await openEditor();
    fireEvent.change(title, { target: { value: 'Texto que a pessoa decidiu jogar fora' } });
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
    await user.click(within(form).getByRole('link', { name: 'Cancelar', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(drafts()).toHaveLength(0));
    cleanup();
    await openEditor();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('dialog', { name: /^Recuperar alterações/ })).not.toBeInTheDocument();
    expect(drafts()).toHaveLength(0);
  });

  it('per person: another account on the same browser is not offered them (Sair clears them all: sign-out.test.ts)', async () => {
    await typeAndLose('Rascunho da pessoa 7');
    signIn(8);
    await openEditor();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: /^Recuperar alterações/ })).not.toBeInTheDocument();
    expect(drafts()).toHaveLength(1);
  });
});
