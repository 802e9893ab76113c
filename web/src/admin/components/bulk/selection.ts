import { BULK_MAX } from '@alicerce/domain';

/**
 * A row a list can act on in bulk: its id and the version the list shows (sent with the action, as a single save does):
 * a number for content, the `updatedAt` the list showed for a lead or a booking (they have no version).
 */
export type BulkRowRef<V extends number | string = number> = { documentId: string; version: V };

/**
 * What is selected in a list: the rows picked one by one (with the version each showed), the last row clicked (the
 * anchor of a shift-click range), or every row matching the list's filter ('Selecionar todos os N do filtro').
 */
export type Selection<V extends number | string = number> = { picked: ReadonlyMap<string, V>; anchor: string | null; allMatching: boolean };

export const emptySelection: Selection<never> = { picked: new Map<string, never>() as ReadonlyMap<string, never>, anchor: null, allMatching: false };

/** The rows picked, in the order given (a page's rows after 'all matching' ends). */
const pickedFrom = <V extends number | string>(rows: readonly BulkRowRef<V>[]) => new Map(rows.map((row) => [row.documentId, row.version]));

/**
 * A row's checkbox clicked. With `range` (shift held) and an anchor on this page, every row between the anchor and
 * this one takes this row's new state; otherwise this row alone is flipped. Either way this row becomes the anchor.
 * Clicking a row while every matching row is selected starts over from this page's rows, less this one.
 */
export function toggleRow<V extends number | string>(
  selection: Selection<V>,
  rows: readonly BulkRowRef<V>[],
  documentId: string,
  range = false,
): Selection<V> {
  const picked = new Map(selection.allMatching ? pickedFrom(rows) : selection.picked);
  const select = !picked.has(documentId);
  const to = rows.findIndex((row) => row.documentId === documentId);
  const from = range && selection.anchor ? rows.findIndex((row) => row.documentId === selection.anchor) : -1;
  const span = from >= 0 && to >= 0 ? rows.slice(Math.min(from, to), Math.max(from, to) + 1) : rows.filter((row) => row.documentId === documentId);
  for (const row of span) {
    if (select) picked.set(row.documentId, row.version);
    else picked.delete(row.documentId);
  }
  return { picked, anchor: documentId, allMatching: false };
}

/** The page's checkbox: every row of this page in (or out), the rows picked on other pages kept. */
export function togglePage<V extends number | string>(selection: Selection<V>, rows: readonly BulkRowRef<V>[], select: boolean): Selection<V> {
  const picked = new Map<string, V>(selection.allMatching ? new Map() : selection.picked);
  for (const row of rows) {
    if (select) picked.set(row.documentId, row.version);
    else picked.delete(row.documentId);
  }
  return { picked, anchor: null, allMatching: false };
}

/** 'Selecionar todos os N do filtro'. */
export const selectAllMatching = (): Selection<never> => ({ picked: new Map<string, never>(), anchor: null, allMatching: true }) as Selection<never>;

/** How many rows the action would change: every matching row (`total`) or those picked. */
export const selectedCount = (selection: Selection<number | string>, total: number) => (selection.allMatching ? total : selection.picked.size);

export const isSelected = (selection: Selection<number | string>, documentId: string) => selection.allMatching || selection.picked.has(documentId);

/** The page checkbox's state: none, some or all of this page's rows selected. */
export function pageState(selection: Selection<number | string>, rows: readonly BulkRowRef<number | string>[]): 'none' | 'some' | 'all' {
  const count = rows.filter((row) => isSelected(selection, row.documentId)).length;
  return count === 0 ? 'none' : count === rows.length ? 'all' : 'some';
}

/** The rows picked one by one, with their versions, as the bulk request sends them. */
export const pickedRows = <V extends number | string>(selection: Selection<V>): BulkRowRef<V>[] =>
  [...selection.picked].map(([documentId, version]) => ({ documentId, version }));

/** Whether a count is more than one request may change (the CMS's cap, BULK_MAX): the bar then offers no action. */
export const overCap = (count: number) => count > BULK_MAX;
