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
