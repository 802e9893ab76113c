import { BULK_MAX } from '@alicerce/domain';
import { describe, expect, it } from 'vitest';

import {
  emptySelection,
  overCap,
  pageState,
  pickedRows,
  selectAllMatching,
  selectedCount,
  toggleRow,
  togglePage,
  type BulkRowRef,
} from './selection';

const rows: BulkRowRef[] = ['a', 'b', 'c', 'd', 'e'].map((documentId, i) => ({ documentId, version: i + 1 }));
const ids = (selection: ReturnType<typeof toggleRow>) =>
  pickedRows(selection)
    .map((row) => row.documentId)
    .sort();

describe('bulk selection', () => {
  it('picks a row with the version the list shows, and drops it on a second click', () => {
    const one = toggleRow(emptySelection, rows, 'c');
    expect(pickedRows(one)).toEqual([{ documentId: 'c', version: 3 }]);
    expect(pickedRows(toggleRow(one, rows, 'c'))).toEqual([]);
  });

  it('shift-click selects the range from the last row clicked, either direction', () => {
    expect(ids(toggleRow(toggleRow(emptySelection, rows, 'b'), rows, 'd', true))).toEqual(['b', 'c', 'd']);
    expect(ids(toggleRow(toggleRow(emptySelection, rows, 'e'), rows, 'c', true))).toEqual(['c', 'd', 'e']);
  });

  it('shift-click on a selected row clears the range; without an anchor it is a plain click', () => {
    const all = togglePage(emptySelection, rows, true);
    const anchored = toggleRow(toggleRow(all, rows, 'a'), rows, 'a');
    expect(ids(toggleRow(anchored, rows, 'c', true))).toEqual(['d', 'e']);
    expect(ids(toggleRow(emptySelection, rows, 'd', true))).toEqual(['d']);
  });

  it("the page's checkbox selects and clears this page, keeping rows picked on other pages", () => {
    const other = toggleRow(emptySelection, [{ documentId: 'z', version: 9 }], 'z');
    const page = togglePage(other, rows, true);
    expect(pageState(page, rows)).toBe('all');
    expect(ids(page)).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
    expect(ids(togglePage(page, rows, false))).toEqual(['z']);
    expect(pageState(toggleRow(emptySelection, rows, 'a'), rows)).toBe('some');
    expect(pageState(emptySelection, rows)).toBe('none');
  });

  it("'Selecionar todos os N do filtro' counts every matching row; clicking a row then starts over from this page", () => {
    const all = selectAllMatching();
    expect(selectedCount(all, 37)).toBe(37);
    expect(pageState(all, rows)).toBe('all');
    const less = toggleRow(all, rows, 'b');
    expect(less.allMatching).toBe(false);
    expect(ids(less)).toEqual(['a', 'c', 'd', 'e']);
    expect(selectedCount(less, 37)).toBe(4);
  });

  it(`offers no action above ${BULK_MAX} rows (the CMS's cap)`, () => {
    expect([overCap(BULK_MAX), overCap(BULK_MAX + 1)]).toEqual([false, true]);
  });
});
