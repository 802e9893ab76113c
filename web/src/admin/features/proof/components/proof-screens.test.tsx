import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import type { AdminClient, AdminTestimonial } from '../types';

import { proofUrl, ProofScreens } from './proof-screens.fixture';

type Call = { method: string; url: string; body?: { data: Record<string, unknown> } };

const stored: AdminTestimonial = {
  id: 1,
  documentId: 'dep-1',
  quote: 'Vendemos 58 das 72 unidades em cinco meses.',
  author_name: 'Mariana Toledo',
  author_role: 'Diretora de Marketing',
  company: 'Horizonte Incorporações',
  featured: true,
  photo: null,
  case: { documentId: 'casemirante0001', title: 'Residencial Mirante Campolim', slug: 'residencial-mirante-campolim', is_published: true },
  display_order: 1,
  is_published: true,
  version: 2,
};

/** The CMS of a proof list at `path` over `rows`, recording every write; the case picker's cases. */
function serve<T>(path: string, rows: T[]) {
  const calls: Call[] = [];
  const record = async (method: string, request: Request) => {
    calls.push({ method, url: request.url, body: method === 'DELETE' ? undefined : ((await request.json()) as Call['body']) });
  };
  server.use(
    http.get(`*/api${path}`, strapiList(rows)),
    http.get(`*/api${path}/:id`, ({ params }) => {
      const found = rows.find((row) => (row as { documentId: string }).documentId === params.id);
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ error: { status: 404, message: 'Não encontrado' } }, { status: 404 });
    }),
    http.post(
      `*/api${path}`,
      async ({ request }) => (await record('POST', request), HttpResponse.json({ data: { documentId: 'novo' } }, { status: 201 })),
    ),
    http.put(`*/api${path}/:id`, async ({ request }) => (await record('PUT', request), HttpResponse.json({ data: { documentId: 'dep-1' } }))),
    http.delete(`*/api${path}/:id`, async ({ request }) => (await record('DELETE', request), new HttpResponse(null, { status: 204 }))),
    http.get('*/api/cases', strapiList([{ documentId: 'casemirante0001', title: 'Residencial Mirante Campolim', is_published: true }])),
  );
  return calls;
}

/** The proof screen `screen` at its URL (its editors open at theirs). */
function renderScreen(screen: 'depoimentos' | 'clientes') {
  const rendered = renderWithProviders(<ProofScreens />, { route: proofUrl(screen) });
  return { ...rendered, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('Depoimentos', { timeout: 45_000 }, () => {
  it('lists every testimonial (unpublished ones too) with who, where, its case and whether the home features it', async () => {
    const asked: string[] = [];
    serve('/testimonials', [stored]);
    server.use(http.get('*/api/testimonials', (info) => (asked.push(new URL(info.request.url).search), strapiList([stored])(info))));
    renderScreen('depoimentos');
    const row = await screen.findByRole('listitem', { name: 'Mariana Toledo' });
    expect(row).toHaveTextContent('Diretora de Marketing, Horizonte Incorporações · Case: Residencial Mirante Campolim · Destaque na página inicial');
    expect(within(row).getByText('Publicado')).toBeInTheDocument();
    expect(decodeURIComponent(asked[0])).toContain('unpublished=include');
  });

  it('shows the first validation message and sends nothing; a valid testimonial is sent with its case', async () => {
    const calls = serve('/testimonials', []);
    const { user } = renderScreen('depoimentos');
    await user.click(await screen.findByRole('link', { name: 'Novo Depoimento' }));
    const dialog = await screen.findByRole('form', { name: 'Novo Depoimento' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Depoimento é obrigatório', { selector: '#notistack-snackbar *' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(field(/^Depoimento/), { target: { value: '  O lead chega qualificado.  ' } });
    fireEvent.change(field(/^Nome/), { target: { value: 'Ricardo Almeida' } });
    fireEvent.change(field(/^Cargo/), { target: { value: 'Sócio-diretor' } });
    fireEvent.change(field(/^Empresa/), { target: { value: 'Terra Nova Urbanismo' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'Residencial Mirante Campolim' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        data: {
          quote: 'O lead chega qualificado.',
          author_name: 'Ricardo Almeida',
          case: 'casemirante0001',
          photo: null,
          featured: false,
          display_order: 0,
          is_published: true,
        },
      },
    });
    expect(await screen.findByText('Depoimento criado com sucesso!')).toBeInTheDocument();
  });

  it("asks 'Tem certeza que deseja excluir este depoimento?' before deleting, and 'Cancelar' deletes nothing", async () => {
    const calls = serve('/testimonials', [stored]);
    const { user } = renderScreen('depoimentos');
    await user.click(await screen.findByRole('button', { name: 'Excluir Mariana Toledo' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir depoimento?' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir este depoimento?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Excluir Mariana Toledo' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([['DELETE', '/api/testimonials/dep-1']]));
    expect(await screen.findByText('Depoimento excluído com sucesso!')).toBeInTheDocument();
  });

  it('the publish switch changes only is_published', async () => {
    const calls = serve('/testimonials', [stored]);
    const { user } = renderScreen('depoimentos');
    await user.click(await screen.findByRole('switch', { name: 'Publicado: Mariana Toledo' }));
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ method: 'PUT', body: { data: { is_published: false } } })]));
  });
});

describe('Clientes', { timeout: 45_000 }, () => {
  const client: AdminClient = {
    id: 2,
    documentId: 'cli-1',
    name: 'Construtora Solaris',
    logo: { id: 7, url: 'http://cms.test/uploads/solaris.png', name: 'solaris.png', alternativeText: 'Construtora Solaris' },
    website_url: null,
    display_order: 4,
    version: 5,
    is_published: true,
  };

  it("refuses an http address with the rule's message beside the field and sends nothing", async () => {
    const calls = serve('/clients', [client]);
    const { user } = renderScreen('clientes');
    await user.click(await screen.findByRole('button', { name: 'Editar Construtora Solaris' }));
    const dialog = await screen.findByRole('form', { name: 'Editar Cliente' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Site/ }), { target: { value: 'http://solaris.example' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O endereço do site deve começar com https://')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('previews the logo as the site shows it and saves its alt text with the client', async () => {
    const calls: string[] = [];
    serve('/clients', [client]);
    server.use(http.post('*/api/upload', async ({ request }) => (calls.push(JSON.stringify(await request.json())), HttpResponse.json({ id: 7 }))));
    const { user } = renderScreen('clientes');
    await user.click(await screen.findByRole('button', { name: 'Editar Construtora Solaris' }));
    const dialog = await screen.findByRole('form', { name: 'Editar Cliente' });
    expect(within(dialog).getByRole('img', { name: 'Construtora Solaris' })).toHaveAttribute('src', '/uploads/solaris.png'); // on the site's own origin, as the public strip gives it
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto alternativo: Logo' }), { target: { value: 'Solaris Construtora' } });
    expect(within(dialog).getByRole('img', { name: 'Solaris Construtora' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls).toEqual([JSON.stringify({ fileInfo: { alternativeText: 'Solaris Construtora' } })]));
    expect(await screen.findByText('Cliente atualizado com sucesso!')).toBeInTheDocument();
  });
});
