import { downloadFile } from '@/lib/download-file';

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

/** Header + rows as a UTF-8 CSV with BOM, `;`-separated, every field quoted, CRLF line ends. */
export function buildCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Makes the browser save `content` as `filename`. */
export const downloadCsv = (filename: string, content: string) => downloadFile(filename, content, 'text/csv;charset=utf-8');
