import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { EDITING_PRESENCE_MESSAGES, editTime, PRESENCE_TAB_PATTERN, type EditingMark, type PresenceAnswer } from '@alicerce/domain';
import { setSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { storedCase } from './admin-case.fixture';
import { caseById, CASES_URL, CasesScreens } from './cases-screens.fixture';

type Sent = { method: string; body: Record<string, unknown> | null; url: string };

/**
 * The CMS's "who is editing" for case doc-1: `others` are the live marks it answers (while nobody took over), and
 * `takenOver` (when set) is told to this tab's heartbeats; every request is recorded.
 */
function serveCms(state: { others: EditingMark[]; takenOver: PresenceAnswer['takenOver'] }) {
  const sent: Sent[] = [];
  const answer = (watching: boolean): PresenceAnswer => ({
    since: watching || state.takenOver ? null : new Date().toISOString(),
    marks: state.others,
    takenOver: state.takenOver,
  });
  server.use(
    http.get('*/api/cases', strapiList([storedCase])),
    caseById([storedCase]),
    http.put('*/api/editing/case/doc-1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PUT', body, url: request.url });
      return HttpResponse.json({ data: answer(body.watching === true) });
    }),
    http.post('*/api/editing/case/doc-1/take-over', async ({ request }) => {
      sent.push({ method: 'POST', body: (await request.json()) as Record<string, unknown>, url: request.url });
      state.others = [];
      return HttpResponse.json({ data: { since: new Date().toISOString(), marks: [], takenOver: null } });
    }),
    http.delete('*/api/editing/case/doc-1', ({ request }) => {
      sent.push({ method: 'DELETE', body: null, url: request.url });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

async function openEditor() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = renderWithProviders(<CasesScreens />, { route: `${CASES_URL}/doc-1` });
  const form = await screen.findByRole('form', { name: 'Editar Case' }, { timeout: 5000 });
  return {
    user,
    view,
    form,
    title: within(form).getByRole('textbox', { name: /^Título/ }),
    salvar: within(form).getByRole('button', { name: 'Salvar' }),
  };
}

/** The banner above the form (an MUI Alert, role status) once it says `text`. */
async function presenceBanner(text: RegExp): Promise<HTMLElement> {
  const message = await screen.findByText(text, {}, { timeout: 5000 });
  return message.closest<HTMLElement>('[role="status"]')!;
}
const noBanner = () => expect(screen.queryByText(/está editando|assumiu a edição/)).not.toBeInTheDocument();

const maria = (): EditingMark => ({ name: 'Maria', since: new Date(Date.now() - 5 * 60_000).toISOString(), sameAccount: false });

describe('Case editor: who is editing', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ jwt: 'jwt', refreshToken: 'refresh', user: { id: 7, email: 'pessoa7@alicerce.example' } }));

  it('alone: it looks first, then holds the mark with its tab id; leaving releases it', async () => {
    const sent = serveCms({ others: [], takenOver: null });
    const { view, title } = await openEditor();
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(2));
    const [look, claim] = sent;
    expect(look.body).toEqual({ tab: expect.stringMatching(PRESENCE_TAB_PATTERN), watching: true });
    expect(claim.body).toEqual({ tab: look.body!.tab });
    noBanner();
    expect(title).toBeEnabled();

    view.unmount();
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE' }));
    expect(new URL(sent.at(-1)!.url).searchParams.get('tab')).toBe(look.body!.tab);
  });

  it("someone else's mark: the banner names them and since when; 'Abrir somente leitura' keeps the form and Salvar disabled; 'Assumir a edição' takes over and enables them", async () => {
    const mark = maria();
    const sent = serveCms({ others: [mark], takenOver: null });
    const { user, form, title, salvar } = await openEditor();

    const banner = await presenceBanner(/está editando/);
    expect(banner).toHaveTextContent(`Maria está editando desde ${editTime(mark.since)}.`);
    expect(within(banner).getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', CASES_URL);
    // Nothing of this tab's is marked while it decides.
    expect(sent.every((s) => s.body?.watching === true)).toBe(true);
    expect(title).toBeDisabled();

    await user.click(within(banner).getByRole('button', { name: 'Abrir somente leitura' }));
    expect(banner).toHaveTextContent('Você está vendo este registro somente para leitura.');
    expect(within(banner).queryByRole('button', { name: 'Abrir somente leitura' })).not.toBeInTheDocument();
    expect(title).toBeDisabled();
    expect(salvar).toBeDisabled();
    fireEvent.submit(form);
    expect(screen.queryByText('Case atualizado com sucesso!')).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Assumir a edição' }));
    await waitFor(noBanner);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ tab: sent[0].body!.tab });
    expect(title).toBeEnabled();
    expect(salvar).toBeEnabled();
    // From now on the heartbeat holds the mark.
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { tab: sent[0].body!.tab } }), { timeout: 5000 });
  });

  it('taken over: the next heartbeat tells who and when, the form turns read-only and what was typed stays (in the form and in this browser)', async () => {
    const state: { others: EditingMark[]; takenOver: PresenceAnswer['takenOver'] } = { others: [], takenOver: null };
    serveCms(state);
    const { title, salvar } = await openEditor();
    fireEvent.change(title, { target: { value: 'Residencial Aurora — revisão de Pedro' } });

    const at = new Date().toISOString();
    Object.assign(state, { takenOver: { name: 'Maria', at }, others: [{ name: 'Maria', since: at, sameAccount: false }] });
    const banner = await presenceBanner(/assumiu a edição/);
    expect(banner).toHaveTextContent(EDITING_PRESENCE_MESSAGES.takenOver('Maria', at));
    expect(banner).toHaveTextContent(`Maria assumiu a edição às ${editTime(at)}. Suas alterações não salvas ficaram guardadas neste navegador.`);
    expect(title).toBeDisabled();
    expect(salvar).toBeDisabled();
    expect(title).toHaveValue('Residencial Aurora — revisão de Pedro');
    await waitFor(() => {
      const kept = Object.keys(localStorage).filter((key) => key.startsWith('alicerce:draft:7:case:doc-1'));
      expect(kept.map((key) => JSON.parse(localStorage.getItem(key)!).values.title)).toEqual(['Residencial Aurora — revisão de Pedro']);
    });
  });

  it("the list marks the cases someone else is editing: 'Em edição por Maria'", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/cases', strapiList([storedCase, { ...storedCase, documentId: 'doc-2', title: 'Condomínio Livre' }])),
      http.get('*/api/editing/case', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('ids') ?? '');
        return HttpResponse.json({ data: { 'doc-1': [maria()] } });
      }),
    );
    renderWithProviders(<CasesScreens />, { route: CASES_URL });
    const list = await screen.findByRole('list', { name: 'Lista de cases' }, { timeout: 5000 });
    const [edited, free] = await within(list).findAllByRole('listitem');
    expect(await within(edited).findByText('Em edição por Maria')).toBeInTheDocument();
    expect(within(free).queryByText(/Em edição/)).not.toBeInTheDocument();
    expect(asked[0]).toBe('doc-1,doc-2');
  });
});
