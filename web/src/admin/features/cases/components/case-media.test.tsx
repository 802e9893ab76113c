import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import type { AdminCase, MediaFile } from '../types';

import { storedCase } from './admin-case.fixture';
import { caseById, CASES_URL, CasesScreens } from './cases-screens.fixture';

const library: MediaFile[] = [
  { id: 21, url: '/uploads/fachada.jpg', name: 'fachada.jpg', mime: 'image/jpeg' },
  { id: 22, url: '/uploads/sala.jpg', name: 'sala.jpg', mime: 'image/jpeg' },
];

/** The CMS as the case editor reaches it; every write is kept, in the order sent. */
function serve(stored: AdminCase = storedCase) {
  const writes: Array<{ method: string; url: URL; body: unknown }> = [];
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/cases', strapiList([stored])),
    caseById([stored]),
    http.get('*/api/upload/files/page', (info) => {
      const params = new URL(info.request.url).searchParams;
      asked.push(params);
      const name = params.get('filters[name][$containsi]') ?? '';
      return strapiList(library.filter((file) => file.name!.includes(name)))(info);
    }),
    http.post('*/api/upload', async ({ request }) => {
      writes.push({ method: 'POST', url: new URL(request.url), body: await request.json() });
      return HttpResponse.json({ id: 7 });
    }),
    http.put('*/api/cases/:id', async ({ request }) => {
      writes.push({ method: 'PUT', url: new URL(request.url), body: await request.json() });
      return HttpResponse.json({ data: { documentId: 'doc-1' } });
    }),
  );
  return { writes, asked };
}

async function openEditor() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<CasesScreens />, { route: CASES_URL });
  await user.click(await screen.findByRole('button', { name: 'Editar Residencial Aurora' }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('form', { name: 'Editar Case' }) };
}

describe('case editor media', { timeout: 20_000 }, () => {
  it('stores the case (version-checked), then the changed alt text on the media-library file', async () => {
    const { writes } = serve();
    const { user, dialog } = await openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto alternativo: Imagem 1 da galeria' }), {
      target: { value: ' Sala decorada ' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Case atualizado com sucesso!')).toBeInTheDocument();
    expect(writes.map((write) => write.method)).toEqual(['PUT', 'POST']);
    expect(writes[1].url.searchParams.get('id')).toBe('7');
    expect(writes[1].body).toEqual({ fileInfo: { alternativeText: 'Sala decorada' } });
  });

  it('a save refused as stale (409) writes no alt text: the conflict view opens and the typed alt text stays', async () => {
    const { writes } = serve();
    server.use(
      http.put('*/api/cases/:id', async ({ request }) => {
        writes.push({ method: 'PUT', url: new URL(request.url), body: await request.json() });
        const details = {
          version: 4,
          updatedAt: new Date().toISOString(),
          updatedBy: 'Ana',
          current: { ...storedCase, version: 4, segment: 'Incorporadora' },
        };
        return HttpResponse.json(
          { data: null, error: { status: 409, name: 'ConflictError', message: 'Ana salvou este registro.', details } },
          { status: 409 },
        );
      }),
    );
    const { user, dialog } = await openEditor();
    const alt = within(dialog).getByRole('textbox', { name: 'Texto alternativo: Imagem 1 da galeria' });
    fireEvent.change(alt, { target: { value: 'Sala decorada' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('dialog', { name: 'Este registro foi alterado enquanto você editava' })).toBeInTheDocument();
    expect(writes.map((write) => write.method)).toEqual(['PUT']);
    expect(alt).toHaveValue('Sala decorada');
  });

  it('picks the main image in the media library, searched by name among images', async () => {
    const { writes, asked } = serve();
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Biblioteca de mídia: Imagem principal' }));
    const picker = screen.getByRole('dialog', { name: 'Biblioteca de mídia — Imagem principal' });
    expect(await within(picker).findByRole('button', { name: 'Escolher sala.jpg' })).toBeInTheDocument();
    expect(asked[0].get('filters[mime][$startsWith]')).toBe('image/');
    fireEvent.change(within(picker).getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'fach' } });
    await waitFor(() => expect(within(picker).queryByRole('button', { name: 'Escolher sala.jpg' })).not.toBeInTheDocument(), { timeout: 3000 });
    await user.click(within(picker).getByRole('button', { name: 'Escolher fachada.jpg' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Biblioteca de mídia/ })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Case atualizado com sucesso!')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0].body).toMatchObject({ data: { image: 21, gallery: [7] } });
  });

  it('saves the alt text typed beside each image given by URL, the gallery ones by URL', async () => {
    const gallery = ['https://img.example/sala.jpg', 'https://img.example/varanda.jpg'];
    const { writes } = serve({
      ...storedCase,
      gallery: [],
      image_url: 'https://img.example/fachada.jpg',
      gallery_images: gallery,
      gallery_alts: { [gallery[0]]: 'Sala ampla' },
    });
    const { user, dialog } = await openEditor();
    expect(within(dialog).queryByRole('textbox', { name: 'Texto alternativo: Gráfico' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Texto alternativo: Imagem 1 da galeria' })).toHaveValue('Sala ampla');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto alternativo: Imagem principal' }), {
      target: { value: ' Fachada ao entardecer ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto alternativo: Imagem 2 da galeria' }), {
      target: { value: 'Varanda gourmet' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Case atualizado com sucesso!')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0].body).toMatchObject({
      data: {
        image_url: 'https://img.example/fachada.jpg',
        image_alt: 'Fachada ao entardecer',
        chart_alt: null,
        gallery_images: gallery,
        gallery_alts: { [gallery[0]]: 'Sala ampla', [gallery[1]]: 'Varanda gourmet' },
      },
    });
  });
});
