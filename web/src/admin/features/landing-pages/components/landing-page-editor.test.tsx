import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANDING_PAGE_MESSAGES, LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { LandingPageEditorScreen } from './landing-page-editor';

/** A short page of the starter template's blocks (a hero, a call to action, the lead form): every rule at stake, a quick render. */
const template = structuredClone(LANDING_STARTER_TEMPLATE);
const stored = {
  ...template,
  blocks: template.blocks.filter((b) => ['hero', 'cta', 'lead_form'].includes(b.type)),
  id: 7,
  documentId: 'doc-1',
  slug: 'lancamento-aurora',
};

/** The stored page's editor; every PUT is kept and answered by `answer`. */
async function openEditor(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/landing-pages/doc-1', () => HttpResponse.json({ data: stored })),
    http.put('*/api/landing-pages/doc-1', async ({ request }) => {
      sent.push(((await request.json()) as { data: unknown }).data);
      return answer();
    }),
  );
  const { user } = renderWithProviders(<LandingPageEditorScreen id="doc-1" />, { route: '/admin/dashboard/landing-pages/doc-1' });
  const form = await screen.findByRole('form', { name: 'Editar landing page' }, { timeout: 5000 });
  return { user, form, sent };
}

const refuse = (message: string) => () => HttpResponse.json({ error: { status: 400, name: 'ValidationError', message } }, { status: 400 });
const block = (form: HTMLElement, name: string) => within(form).getByRole('listitem', { name });
/** Opens a closed block (one block's form is open at a time) and gives it back. */
async function openBlock(user: { click: (element: Element) => Promise<void> }, form: HTMLElement, name: string) {
  const item = block(form, name);
  await user.click(within(item).getByRole('button', { expanded: false }));
  return item;
}
/** The toast the refusal opens too (awaited: it is on screen before the test ends). */
const refusedToast = () => screen.findByText('Erro ao salvar landing page', { selector: '#notistack-snackbar *' });

describe('Landing page editor: what the CMS refuses is shown beside its field', { timeout: 30_000 }, () => {
  it('a slug another page has: the message under Slug, the page stays open and unsaved', async () => {
    const { user, form, sent } = await openEditor(refuse(LANDING_PAGE_MESSAGES.slugTaken));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    await waitFor(() => expect(slug).toHaveAccessibleDescription(LANDING_PAGE_MESSAGES.slugTaken));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(within(form).getByText('Rascunho')).toBeInTheDocument();
    expect(await refusedToast()).toBeInTheDocument();
  });

  it('a second lead form refused by the CMS: the message above the blocks', async () => {
    const { user, form } = await openEditor(refuse(LANDING_PAGE_MESSAGES.oneForm));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(LANDING_PAGE_MESSAGES.oneForm, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(await refusedToast()).toBeInTheDocument();
  });

  it('a missing consent text refused at publishing by the CMS: the message under the lead form consent field', async () => {
    const { user, form } = await openEditor(refuse(LANDING_PAGE_MESSAGES.consentMissing));
    // The consent field as the CMS saw it blank (the browser's own check is the next test); its block, closed, opens.
    expect(within(block(form, 'Bloco 3 (Formulário de contato)')).queryByRole('textbox', { name: /^Texto de consentimento/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const consent = await within(block(form, 'Bloco 3 (Formulário de contato)')).findByRole('textbox', { name: /^Texto de consentimento/ });
    await waitFor(() => expect(consent).toHaveAccessibleDescription(LANDING_PAGE_MESSAGES.consentMissing));
    await waitFor(() => expect(consent).toHaveFocus());
    expect(await refusedToast()).toBeInTheDocument();
  });

  it('Publicar with a blank consent text is refused before anything is sent, beside the field', async () => {
    const { user, form, sent } = await openEditor(() => HttpResponse.json({ data: { ...stored, is_published: true } }));
    const consent = within(await openBlock(user, form, 'Bloco 3 (Formulário de contato)')).getByRole('textbox', { name: /^Texto de consentimento/ });
    await user.clear(consent);
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(consent).toHaveAccessibleDescription(LANDING_PAGE_MESSAGES.consentMissing));
    expect(sent).toEqual([]);
    await user.type(consent, 'Concordo.');
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(within(form).getByText('Publicada')).toBeInTheDocument());
    expect(sent).toEqual([expect.objectContaining({ is_published: true })]);
    expect(within(form).getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
  });
});

describe('Landing page editor: the blocks, one open at a time', { timeout: 30_000 }, () => {
  it('a blank required field in a closed block: Salvar sends nothing, opens that block at the field with its message, and the line counts it once closed', async () => {
    const { user, form, sent } = await openEditor(() => HttpResponse.json({ data: stored }));
    const cta = await openBlock(user, form, 'Bloco 2 (Chamada para ação)');
    await user.clear(within(cta).getByRole('textbox', { name: /^Título da seção/ }));
    await openBlock(user, form, 'Bloco 1 (Destaque)');
    expect(within(cta).queryByRole('textbox', { name: /^Título da seção/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const title = await within(cta).findByRole('textbox', { name: /^Título da seção/ });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Título da seção é obrigatório');
    expect(within(block(form, 'Bloco 1 (Destaque)')).getByRole('button', { name: '1. Destaque' })).toHaveAttribute('aria-expanded', 'false');
    expect(sent).toEqual([]);
    await openBlock(user, form, 'Bloco 1 (Destaque)');
    expect(within(cta).getByText('1 erro')).toBeInTheDocument();
  });
});

describe('Landing page editor: the hero variants', { timeout: 30_000 }, () => {
  it("starts with the Original; 'Adicionar variante' adds B then C, and no more than three", async () => {
    const { user, form } = await openEditor(() => HttpResponse.json({ data: stored }));
    const hero = await openBlock(user, form, 'Bloco 1 (Destaque)');
    expect(within(hero).getByText('Original')).toBeInTheDocument();
    const add = within(hero).getByRole('button', { name: 'Adicionar variante' });
    await user.click(add);
    await user.click(add);
    expect(within(hero).getByText('Variante B')).toBeInTheDocument();
    expect(within(hero).getByText('Variante C')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(within(hero).queryByRole('button', { name: 'Remover Original' })).not.toBeInTheDocument();
    await user.click(within(hero).getByRole('button', { name: 'Remover Variante B' }));
    expect(within(hero).queryByText('Variante B')).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });
});

describe('Landing page editor: where am I', { timeout: 30_000 }, () => {
  it("ends its breadcrumbs with the page, or with the hero variant the preview shows; the page's crumb shows the original again", async () => {
    server.use(http.get('*/api/landing-pages/doc-1', () => HttpResponse.json({ data: stored })));
    const { user } = renderWithProviders(<LandingPageEditorScreen id="doc-1" renderPreview={() => null} />, {
      route: '/admin/dashboard/landing-pages/doc-1',
    });
    const form = await screen.findByRole('form', { name: 'Editar landing page' }, { timeout: 5000 });
    const crumbs = within(form).getByRole('navigation', { name: 'Você está em' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Conteúdo', 'Landing pages', stored.title]);
    expect(document.title).toBe(`${stored.title} · Landing pages · Painel CMS | Alicerce Digital`);

    await user.click(within(await openBlock(user, form, 'Bloco 1 (Destaque)')).getByRole('button', { name: 'Adicionar variante' }));
    await user.click(within(form).getByRole('button', { name: 'Variante B' }));
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Conteúdo', 'Landing pages', stored.title, 'Variante B']);
    expect(document.title).toBe(`Variante B · ${stored.title} · Landing pages · Painel CMS | Alicerce Digital`);
    await user.click(within(crumbs).getByRole('link', { name: stored.title }));
    expect(within(crumbs).getByText(stored.title)).toHaveAttribute('aria-current', 'page');
  });
});
