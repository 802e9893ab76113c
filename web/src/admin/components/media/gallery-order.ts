import { CASE_FORM_MESSAGES, joinGallery, LIMITS } from '@alicerce/domain';

/**
 * The list with the item at `from` taken out and put back at `to` (indexes in the list as it is now); anything out
 * of range, or no move at all, gives the same list back.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Files picked in the library joined to the gallery: in the order picked, none twice, none already there. */
export function addToGallery<T extends { id: number }>(gallery: readonly T[], picked: readonly T[]): T[] {
  const have = new Set(gallery.map((file) => file.id));
  return [...gallery, ...picked.filter((file) => !have.has(file.id) && have.add(file.id))];
}

/** Where a key pressed on a gallery image's handle moves it (↑ ↓ one place, Home/End to the ends), or null for no move. */
export function keyboardMove(key: string, index: number, count: number): number | null {
  const moves: Partial<Record<string, number>> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 };
  const to = moves[key];
  return to === undefined || to === index || to < 0 || to >= count ? null : to;
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
  mixed: 'O site mostra só as imagens da biblioteca quando a galeria também tem endereços (URLs). Remova os endereços abaixo ou envie essas imagens para a biblioteca.',
} as const;

/** Why an address may not join the gallery as it is now, or null: the site shows either the library's images or the addresses. */
export function galleryUrlRefusal(url: string, urls: readonly string[], files: number): string | null {
  if (files > 0) return GALLERY_MESSAGES.filesFirst;
  if (urls.includes(url)) return GALLERY_MESSAGES.duplicate;
  if (joinGallery([...urls, url]).length > LIMITS.case.gallery) return CASE_FORM_MESSAGES.galleryLength;
  return null;
}
