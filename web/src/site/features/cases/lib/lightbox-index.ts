/** Index math of the lightbox: wrap-around navigation over `count` images, indexes kept in range. */

/** The index kept inside 0…count-1 (0 when there is nothing to show). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** The next image; after the last comes the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (clampIndex(index, count) + 1) % count;
}

/** The previous image; before the first comes the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (clampIndex(index, count) - 1 + count) % count;
}

/** The 'i / N' counter (1-based). */
export const counterLabel = (index: number, count: number) => `${clampIndex(index, count) + 1} / ${count}`;

/** What a screen reader hears as the image changes: 'Imagem 3 de 10'. */
export const counterAnnouncement = (index: number, count: number) => `Imagem ${clampIndex(index, count) + 1} de ${count}`;
