import { BULK_MAX } from '@alicerce/domain';

/** A row a list can act on in bulk: its id and the version the list shows (sent with the action, as a single save does). */
export type BulkRowRef = { documentId: string; version: number };

/**
 * What is selected in a list: the rows picked one by one (with the version each showed), the last row clicked (the
 * anchor of a shift-click range), or every row matching the list's filter ('Selecionar todos os N do filtro').
 */
export type Selection = { picked: ReadonlyMap<string, number>; anchor: string | null; allMatching: boolean };

export const emptySelection: Selection = { picked: new Map(), anchor: null, allMatching: false };

/** The rows picked, in the order given (a page's rows after 'all matching' ends). */
const pickedFrom = (rows: readonly BulkRowRef[]) => new Map(rows.map((row) => [row.documentId, row.version]));

/**
 * A row's checkbox clicked. With `range` (shift held) and an anchor on this page, every row between the anchor and
 * this one takes this row's new state; otherwise this row alone is flipped. Either way this row becomes the anchor.
 * Clicking a row while every matching row is selected starts over from this page's rows, less this one.
 */
export function toggleRow(selection: Selection, rows: readonly BulkRowRef[], documentId: string, range = false): Selection {
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
export function togglePage(selection: Selection, rows: readonly BulkRowRef[], select: boolean): Selection {
  const picked = new Map(selection.allMatching ? new Map() : selection.picked);
  for (const row of rows) {
    if (select) picked.set(row.documentId, row.version);
    else picked.delete(row.documentId);
  }
  return { picked, anchor: null, allMatching: false };
}

/** 'Selecionar todos os N do filtro'. */
export const selectAllMatching = (): Selection => ({ picked: new Map(), anchor: null, allMatching: true });

/** How many rows the action would change: every matching row (`total`) or those picked. */
export const selectedCount = (selection: Selection, total: number) => (selection.allMatching ? total : selection.picked.size);

export const isSelected = (selection: Selection, documentId: string) => selection.allMatching || selection.picked.has(documentId);

/** The page checkbox's state: none, some or all of this page's rows selected. */
export function pageState(selection: Selection, rows: readonly BulkRowRef[]): 'none' | 'some' | 'all' {
  const count = rows.filter((row) => isSelected(selection, row.documentId)).length;
  return count === 0 ? 'none' : count === rows.length ? 'all' : 'some';
}

/** The rows picked one by one, with their versions, as the bulk request sends them. */
export const pickedRows = (selection: Selection): BulkRowRef[] => [...selection.picked].map(([documentId, version]) => ({ documentId, version }));

/** Whether a count is more than one request may change (the CMS's cap, BULK_MAX): the bar then offers no action. */
export const overCap = (count: number) => count > BULK_MAX;
