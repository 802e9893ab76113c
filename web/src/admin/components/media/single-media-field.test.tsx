import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { LIBRARY_URL_MESSAGES } from './find-library-file';
import type { MediaFile } from './media-file';
import { SingleMediaField } from './single-media-field';

const portrait: MediaFile = { id: 31, url: '/uploads/rosto_ab12.jpg', name: 'rosto.jpg', mime: 'image/jpeg' };

/** The library answers a lookup by address with the file stored there, if any. */
function serveLibrary() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/upload/files/page', (info) => {
      const url = new URL(info.request.url).searchParams.get('filters[url][$eq]') ?? '';
      asked.push(url);
      return strapiList([portrait].filter((file) => file.url === url))(info);
    }),
  );
  return asked;
}

async function paste(text: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Colar URL da imagem: Foto' });
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}

describe('a slot that keeps only media-library files (a photo, a logo, a cover)', () => {
  it("takes a pasted address of a library image as that file, the CMS's own link to it too", async () => {
    const asked = serveLibrary();
    const onChange = vi.fn();
    renderWithProviders(<SingleMediaField label="Foto" value={null} onChange={onChange} />);
    await paste('http://cms.test/uploads/rosto_ab12.jpg');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(portrait));
    expect(asked).toEqual(['/uploads/rosto_ab12.jpg']);
  });

  it('says in pt-BR why an outside address or one the library lacks is not taken, and takes nothing', async () => {
    serveLibrary();
    const onChange = vi.fn();
    renderWithProviders(<SingleMediaField label="Foto" value={null} onChange={onChange} />);
    await paste('https://cdn.example.com/rosto.jpg');
    expect(await screen.findByText(LIBRARY_URL_MESSAGES.libraryOnly)).toBeInTheDocument();
    await paste('/uploads/outra.jpg');
    expect(await screen.findByText(LIBRARY_URL_MESSAGES.notFound)).toBeInTheDocument();
    await paste('javascript:alert(1)');
    expect(await screen.findByText('Endereço de imagem inválido: use https://… ou /uploads/…')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the chosen file as the site does, on its own origin', () => {
    renderWithProviders(<SingleMediaField label="Foto" value={{ ...portrait, url: 'http://cms.test/uploads/rosto_ab12.jpg' }} onChange={() => {}} />);
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/uploads/rosto_ab12.jpg');
  });
});
