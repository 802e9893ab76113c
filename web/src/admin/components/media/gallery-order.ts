import { CASE_FORM_MESSAGES, joinGallery, LIMITS } from '@alicerce/domain';

export { moveItem } from '../list-order';

/** Files picked in the library joined to the gallery: in the order picked, none twice, none already there. */
export function addToGallery<T extends { id: number }>(gallery: readonly T[], picked: readonly T[]): T[] {
  const have = new Set(gallery.map((file) => file.id));
  return [...gallery, ...picked.filter((file) => !have.has(file.id) && have.add(file.id))];
}

/** One key per gallery image, stable while the list is reordered: a file by its id, an address by itself (and its repeat). */
export function galleryKeys(entries: ReadonlyArray<{ id: number } | string>): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = typeof entry === 'string' ? `url:${entry}` : `file:${entry.id}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return repeat === 0 ? base : `${base}#${repeat}`;
  });
}

export const GALLERY_MESSAGES = {
  filesFirst: 'Esta galeria usa imagens da biblioteca: envie a imagem ou escolha-a na biblioteca de mídia.',
  duplicate: 'Esta imagem já está na galeria.',
  mixed:
    'O site mostra só as imagens da biblioteca quando a galeria também tem endereços (URLs). Remova os endereços abaixo ou envie essas imagens para a biblioteca.',
} as const;

/** Why an address may not join the gallery as it is now, or null: the site shows either the library's images or the addresses. */
export function galleryUrlRefusal(url: string, urls: readonly string[], files: number): string | null {
  if (files > 0) return GALLERY_MESSAGES.filesFirst;
  if (urls.includes(url)) return GALLERY_MESSAGES.duplicate;
  if (joinGallery([...urls, url]).length > LIMITS.case.gallery) return CASE_FORM_MESSAGES.galleryLength;
  return null;
}
