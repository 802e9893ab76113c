import { api } from '@/admin/lib/api-client';

import type { MediaLibraryPage } from './get-media-library';
import type { MediaFile } from './media-file';

/** The media library's image stored at `url` (`/uploads/…`, as the library stores it), or null: GET /api/upload/files/page. */
export async function findLibraryFile(url: string): Promise<MediaFile | null> {
  const params = { 'filters[url][$eq]': url, 'filters[mime][$startsWith]': 'image/', 'pagination[pageSize]': 1 };
  const page = (await api.get<MediaLibraryPage>('/upload/files/page', { params })).data;
  return page.data[0] ?? null;
}

/** What the paste field of such a slot takes. */
export const LIBRARY_URL_HINT = 'Endereço /uploads/… de uma imagem da biblioteca';

export const LIBRARY_URL_MESSAGES = {
  libraryOnly: 'Este campo usa imagens da biblioteca: cole um endereço /uploads/… dela, envie o arquivo ou escolha-o na biblioteca de mídia.',
  notFound: 'Nenhuma imagem da biblioteca tem este endereço.',
  failed: 'Não foi possível consultar a biblioteca de mídia.',
} as const;

/** A pasted address as a library file of a slot that keeps only files (a cover, a photo, a logo), or the message why not. */
export async function libraryFileAt(url: string): Promise<MediaFile | string> {
  if (!url.startsWith('/uploads/')) return LIBRARY_URL_MESSAGES.libraryOnly;
  try {
    return (await findLibraryFile(url)) ?? LIBRARY_URL_MESSAGES.notFound;
  } catch {
    return LIBRARY_URL_MESSAGES.failed;
  }
}
