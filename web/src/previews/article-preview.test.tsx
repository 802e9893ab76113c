import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ArticleEditorScreen } from '@/admin/features/blog';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { articlePreview } from './article-preview';

const BODY = '## Por que o bairro importa\n\nTexto com **negrito**.\n\n### Detalhe\n\n## 2. Métricas';

/** The 'Novo Artigo' editor page. Posts are recorded. */
async function openNewArticle() {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/articles', () => HttpResponse.json({ data: [{ documentId: 'a1', title: 'Geração de Leads' }], meta: {} })),
    http.post('*/api/articles', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ data: {} }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<ArticleEditorScreen id={null} renderPreview={articlePreview} />, { route: '/admin/dashboard/blog/novo' });
  return { user, posted, dialog: await screen.findByRole('form', { name: 'Novo Artigo' }) };
}

describe('Blog: the article editor page', { timeout: 30_000 }, () => {
  it('proposes the slug from the title until the admin types one', async () => {
    const { user, dialog } = await openNewArticle();
    const slug = within(dialog).getByRole('textbox', { name: /^Slug/ });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Guia de Lançamentos');
    expect(slug).toHaveValue('guia-de-lancamentos');
    await user.clear(slug);
    await user.type(slug, 'meu-guia');
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), ' 2026');
    expect(slug).toHaveValue('meu-guia');
  });

  it('previews the article with the public header and renderer: title, index entries, heading anchors and reading time', async () => {
    const { user, dialog } = await openNewArticle();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Guia do bairro');
    await user.click(within(dialog).getByRole('textbox', { name: /^Conteúdo/ }));
    await user.paste(BODY);
    const preview = within(dialog).getByRole('region', { name: 'Pré-visualização' });
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { level: 2, name: 'Por que o bairro importa' })).toHaveAttribute('id', 'por-que-o-bairro-importa'),
    );
    const index = within(preview).getByRole('navigation', { name: 'Neste artigo' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Por que o bairro importa', '#por-que-o-bairro-importa'],
      ['Métricas', '#2-metricas'],
    ]);
    expect(within(preview).getByText('negrito').tagName).toBe('STRONG');
    expect(within(preview).getByText('1 min de leitura')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 1, name: 'Guia do bairro' })).toBeInTheDocument();
  });

  it('saving without a cover names it in the validation toast and sends nothing', async () => {
    const { user, dialog, posted } = await openNewArticle();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Guia');
    await user.type(within(dialog).getByRole('textbox', { name: /^Resumo/ }), 'Resumo do guia.');
    await user.click(within(dialog).getByRole('combobox', { name: /^Categoria/ }));
    await user.click(await screen.findByRole('option', { name: 'SEO' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro de validação')).toBeInTheDocument();
    // Under the cover field, the first issue in form order (what the toast names too).
    expect(within(dialog).getByText('Imagem de capa é obrigatória')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
