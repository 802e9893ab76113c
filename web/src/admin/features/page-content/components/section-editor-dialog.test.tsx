import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import SectionEditorDialog from './section-editor-dialog';

type Sent = { ifMatch: string | null; ifNoneMatch: string | null; content: Record<string, unknown> };

/** The CMS as the signed-in admin reads the section (`rows`), and every upsert. */
function serve(rows: unknown[]) {
  const sent: Sent[] = [];
  const reads: string[] = [];
  server.use(
    http.get('*/api/page-contents', ({ request }) => {
      reads.push(new URL(request.url).search);
      return HttpResponse.json({ data: rows, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: rows.length } } });
    }),
    http.put('*/api/page-contents/upsert', async ({ request }) => {
      const { data } = (await request.json()) as { data: { content: Record<string, unknown> } };
      sent.push({ ifMatch: request.headers.get('If-Match'), ifNoneMatch: request.headers.get('If-None-Match'), content: data.content });
      return HttpResponse.json({ data: { ...data, version: 10 } });
    }),
  );
  return { sent, reads };
}

const open = () =>
  renderWithProviders(
    <SectionEditorDialog
      page="home"
      sectionKey="hero"
      contentType="hero"
      content={{ title: 'Do site', subtitle: 'Texto' }}
      onSaved={vi.fn()}
      onClose={vi.fn()}
    />,
  );

describe('Edit mode section dialog: the save is checked against the row read when it opens', { timeout: 20_000 }, () => {
  it('reads the stored row as the admin, starts from it, and saves with If-Match of its version', async () => {
    const { sent, reads } = serve([
      { section_key: 'hero', content_type: 'hero', content: { title: 'Salvo por Ana', subtitle: 'Texto' }, version: 9 },
    ]);
    const { user } = open();
    const title = await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 });
    expect(title).toHaveValue('Salvo por Ana');
    expect(decodeURIComponent(reads[0])).toContain('filters[section_key][$eq]=hero');
    await user.clear(title);
    await user.type(title, 'Novo título');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Conteúdo salvo com sucesso!')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"9"', ifNoneMatch: null, content: { title: 'Novo título', subtitle: 'Texto' } }]);
  });

  it('a section with no stored row: its first save says so (If-None-Match: *)', async () => {
    const { sent } = serve([]);
    const { user } = open();
    const title = await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 });
    expect(title).toHaveValue('Do site');
    await user.type(title, '!');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Conteúdo salvo com sucesso!')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: null, ifNoneMatch: '*', content: { title: 'Do site!', subtitle: 'Texto' } }]);
  });
});
