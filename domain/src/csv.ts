/**
 * CSV as Excel in pt-BR reads it: `;`-separated, every field quoted, CRLF line ends, UTF-8 with BOM. One rule for the
 * dashboard's files and the CMS's streamed exports, including the formula-injection guard.
 */

/** Separator Excel expects in pt-BR (the comma is the decimal separator there). */
export const CSV_SEPARATOR = ';';
/** UTF-8 byte order mark: without it Excel reads the file as Latin-1 and breaks accents. */
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** A leading =, +, -, @, tab or CR makes Excel run the cell as a formula: prefix it with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of the file, with its CRLF. */
export const csvLine = (cells: CsvCell[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

/** Header + rows as a whole file: BOM first, then one line each. */
export const buildCsv = (header: CsvCell[], rows: CsvCell[][]) => `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
