import Checkbox from '@mui/material/Checkbox';
import { useState, type ReactNode } from 'react';

import * as model from './selection';

/**
 * A list's selection (selection.ts), started over whenever the list's filter or order (`filterKey`, not its page)
 * changes, and a row's checkbox: a click flips the row, a shift-click takes the range from the last row clicked.
 */
export function useListSelection<V extends number | string = number>(
  rows: readonly model.BulkRowRef<V>[],
  filterKey: string,
  total: number,
  busy: boolean,
) {
  const [selection, setSelection] = useState<model.Selection<V>>(model.emptySelection);
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    setSelection(model.emptySelection);
  }
  const checkbox = (documentId: string, name: string): ReactNode => (
    <Checkbox
      checked={model.isSelected(selection, documentId)}
      disabled={busy}
      // React fires a checkbox's change from its click: the click's Shift selects the range from the last row clicked.
      onChange={(event) => setSelection((current) => model.toggleRow(current, rows, documentId, (event.nativeEvent as MouseEvent).shiftKey === true))}
      slotProps={{ input: { 'aria-label': `Selecionar: ${name}` } }}
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
    />
  );
  const count = model.selectedCount(selection, total);
  /** The bar's state and handlers for this page's rows (BulkBar, less its actions). */
  const barState = {
    page: model.pageState(selection, rows),
    count,
    total,
    allMatching: selection.allMatching,
    pageRows: rows.length,
    busy,
    overCap: model.overCap(count),
    onPage: (select: boolean) => setSelection((current) => model.togglePage(current, rows, select)),
    onAllMatching: () => setSelection(model.selectAllMatching()),
    onClear: () => setSelection(model.emptySelection),
  };
  return { selection, count, clear: () => setSelection(model.emptySelection), checkbox, barState };
}
