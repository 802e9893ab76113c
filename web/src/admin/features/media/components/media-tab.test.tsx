import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { MediaLibraryFile, MediaLibraryList } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { MediaTab } from './media-tab';

const facade: MediaLibraryFile = {
  id: 7,
  name: 'fachada.jpg',
  url: '/uploads/fachada_abc.jpg',
  thumbnailUrl: '/uploads/thumbnail_fachada_abc.jpg',
  previewUrl: '/uploads/medium_fachada_abc.jpg',
  mime: 'image/jpeg',
  size: 812.4,
  width: 3000,
  height: 2000,
  alternativeText: 'Fachada do residencial',
  focalPoint: null,
  createdAt: '2026-11-28T15:00:00.000Z',
  tooLarge: true,
  places: [
    { kind: 'content', type: 'Case', title: 'Residencial Aurora', path: '/admin/dashboard/cases/doc-aurora' },
    { kind: 'content', type: 'Landing page', title: 'Lançamento Aurora', path: '/admin/dashboard/landing-pages/doc-lp' },
  ],
};
const spare: MediaLibraryFile = {
  ...facade,
  id: 8,
  name: 'sobra.jpg',
  size: 120,
  width: 800,
  height: 600,
  tooLarge: false,
  alternativeText: null,
  places: [],
};
const IN_USE = 'Este arquivo não pode ser excluído porque está em uso. Usado em: Case “Residencial Aurora”; Landing page “Lançamento Aurora”.';

const page = (data: MediaLibraryFile[]): MediaLibraryList => ({
  data,
  meta: { pagination: { page: 1, pageSize: 24, total: data.length, pageCount: 1 }, storage: { files: 2, kilobytes: 2048 } },
});

describe('Mídia', { timeout: 20_000 }, () => {
  it('lists each file with its size, dimensions, alt text and places as links; the filter and search are asked of the CMS', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/media-library/files', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        return HttpResponse.json(page(params.get('filter') === 'unused' ? [spare] : [facade, spare]));
      }),
    );
    renderWithProviders(<MediaTab />);
    const list = await screen.findByRole('list', { name: 'Arquivos da biblioteca' });
    const item = (await within(list).findAllByRole('listitem'))[0];
    expect(item).toHaveTextContent('812 KB · 3000 × 2000 px');
    expect(item).toHaveTextContent('Grande demais');
    expect(within(item).getByRole('textbox', { name: 'Texto alternativo: fachada.jpg' })).toHaveValue('Fachada do residencial');
    expect(within(item).getByRole('link', { name: 'Case “Residencial Aurora”' })).toHaveAttribute('href', '/admin/dashboard/cases/doc-aurora');
    expect(within(item).getByRole('link', { name: 'Baixar o original de fachada.jpg' })).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/fachada_abc.jpg'),
    );
    expect(screen.getByText(/Espaço usado: 2 MB/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sem uso' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(asked.at(-1)).toContain('filter=unused');
  });

  it('a delete refused by the CMS shows its message naming the places; the file stays', async () => {
    server.use(
      http.get('*/api/media-library/files', () => HttpResponse.json(page([facade]))),
      http.post('*/api/media-library/files/:id/delete', () =>
        HttpResponse.json({ data: null, error: { status: 400, name: 'ApplicationError', message: IN_USE } }, { status: 400 }),
      ),
    );
    renderWithProviders(<MediaTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir fachada.jpg' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Excluir arquivo' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IN_USE);
    expect(screen.getByRole('heading', { name: 'fachada.jpg' })).toBeInTheDocument();
  });

  it("'Remover arquivos sem uso' names the count in one confirmation and sends those ids", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/media-library/files', ({ request }) =>
        HttpResponse.json(page(new URL(request.url).searchParams.get('filter') === 'unused' ? [spare] : [facade, spare])),
      ),
      http.post('*/api/media-library/bulk-delete', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { removed: 1 } });
      }),
    );
    renderWithProviders(<MediaTab />);
    await screen.findByRole('heading', { name: 'sobra.jpg' });
    await userEvent.click(screen.getByRole('button', { name: 'Remover arquivos sem uso' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remover arquivos sem uso' });
    expect(ask).toHaveTextContent('Remover 1 arquivo sem uso?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Remover 1' }));
    expect(await screen.findByText('1 arquivo removido')).toBeInTheDocument();
    expect(sent).toEqual([{ ids: [8] }]);
  });

  it('picks unused files one by one (a file in use has no checkbox) and deletes them after one question naming the count', async () => {
    const sent: unknown[] = [];
    const other: MediaLibraryFile = { ...spare, id: 9, name: 'rascunho.png' };
    server.use(
      http.get('*/api/media-library/files', () => HttpResponse.json(page([facade, spare, other]))),
      http.post('*/api/media-library/bulk-delete', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { removed: 2 } });
      }),
    );
    renderWithProviders(<MediaTab />);
    await screen.findByRole('heading', { name: 'sobra.jpg' });
    expect(screen.queryByRole('checkbox', { name: 'Selecionar: fachada.jpg' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar: sobra.jpg' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar: rascunho.png' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Ações em lote' })).getByRole('button', { name: 'Excluir' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Excluir 2 arquivos?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('2 arquivos removidos')).toBeInTheDocument();
    expect(sent).toEqual([{ ids: [8, 9] }]);
  });

  it("'Substituir' sends the new image under the file's own id and says the pages are updated", async () => {
    const replaced: Array<string | null> = [];
    server.use(
      http.get('*/api/media-library/files', () => HttpResponse.json(page([facade]))),
      http.post('*/api/upload', ({ request }) => {
        replaced.push(new URL(request.url).searchParams.get('id'));
        return HttpResponse.json({ ...facade, width: 1600, height: 900 });
      }),
    );
    renderWithProviders(<MediaTab />);
    await screen.findByRole('heading', { name: 'fachada.jpg' });
    await userEvent.upload(screen.getByLabelText('Nova imagem para fachada.jpg'), new File(['x'], 'nova.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Arquivo substituído')).toBeInTheDocument();
    expect(replaced).toEqual(['7']);
  });

  it("'Ponto de foco': the crops follow the point chosen by keyboard; saved as Strapi's focalPoint of the file", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/media-library/files', () => HttpResponse.json(page([{ ...facade, focalPoint: { x: 50, y: 50 } }]))),
      http.post('*/api/upload', async ({ request }) => {
        sent.push({ id: new URL(request.url).searchParams.get('id'), body: await request.json() });
        return HttpResponse.json(facade);
      }),
    );
    renderWithProviders(<MediaTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ponto de foco de fachada.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ponto de foco — fachada.jpg' });
    const save = within(dialog).getByRole('button', { name: 'Salvar ponto de foco' });
    expect(save).toBeDisabled();
    const horizontal = within(dialog).getByRole('slider', { name: /Horizontal/ });
    horizontal.focus();
    await userEvent.keyboard('{Home}');
    const vertical = within(dialog).getByRole('slider', { name: /Vertical/ });
    vertical.focus();
    await userEvent.keyboard('{End}');
    expect(dialog.querySelectorAll('img[data-crop]')).toHaveLength(4);
    for (const crop of dialog.querySelectorAll('img[data-crop]'))
      expect((crop as HTMLElement).style.objectPosition || getComputedStyle(crop).objectPosition).toBe('0% 100%');
    await userEvent.click(save);
    expect(await screen.findByText('Ponto de foco salvo')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '7', body: { fileInfo: { focalPoint: { x: 0, y: 100 } } } }]);
  });

  it('an SVG drawing has no focal point to set', async () => {
    server.use(http.get('*/api/media-library/files', () => HttpResponse.json(page([{ ...facade, mime: 'image/svg+xml', name: 'planta.svg' }]))));
    renderWithProviders(<MediaTab />);
    await screen.findByRole('heading', { name: 'planta.svg' });
    expect(screen.queryByRole('button', { name: 'Ponto de foco de planta.svg' })).toBeNull();
  });

  it('a file only older versions use: the confirmation says it leaves the library and is kept for them; then it is retired', async () => {
    const history: MediaLibraryFile = {
      ...spare,
      id: 9,
      name: 'antiga.jpg',
      places: [{ kind: 'revision', type: 'Case', title: 'Residencial Aurora', path: '/admin/dashboard/cases/doc-aurora' }],
    };
    const asked: string[] = [];
    server.use(
      http.get('*/api/media-library/files', () => HttpResponse.json(page([history]))),
      http.post('*/api/media-library/files/:id/delete', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ data: { deleted: false, retired: true, keptFor: history.places } });
      }),
    );
    renderWithProviders(<MediaTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir antiga.jpg' }));
    const ask = screen.getByRole('alertdialog', { name: 'Excluir arquivo' });
    expect(ask).toHaveTextContent('Nenhuma página o usa, mas versões anteriores sim');
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Arquivo retirado da biblioteca')).toBeInTheDocument();
    expect(asked).toEqual(['9']);
  });
});
