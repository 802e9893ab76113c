import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { ColumnMenu } from '@/admin/components/column-menu';

import type { Column } from '../lib/tables';
import type { ExportCsv } from '../types';

type Props<Row> = {
  title: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  filename: string;
  exportCsv: ExportCsv;
  actions?: ReactNode;
};

/**
 * Narrow cells; headers and names wrap between words so the figures keep one line each. A word (a path such as
 * /agendamento) is never cut: the column is as wide as its longest word and the table scrolls sideways in its card.
 */
const CELL = { px: 1, '&:first-of-type': { pl: 0 }, '&:last-of-type': { pr: 0 } } as const;
const TEXT = { ...CELL, minWidth: 72, overflowWrap: 'normal' } as const;

/**
 * A results table in its card: the columns that matter first fit a 1366 px screen, the rest are in 'Colunas'; it
 * scrolls sideways inside the card on a phone; 'Exportar CSV' saves exactly these rows, every column.
 */
export function ResultsTable<Row>({ title, columns, rows, rowKey, filename, exportCsv, actions }: Props<Row>) {
  const titleId = `tabela-${filename}`;
  const [hidden, setHidden] = useState<string[]>(() => columns.filter((column) => column.more).map((column) => column.header));
  const shown = columns.filter((column) => !hidden.includes(column.header));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {actions}
          <ColumnMenu
            table={title}
            columns={columns.slice(1).map(({ header }) => ({ id: header, label: header }))}
            hidden={hidden}
            onChange={setHidden}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={rows.length === 0}
            aria-label={`Exportar CSV: ${title}`}
            onClick={() =>
              exportCsv(
                `${filename}.csv`,
                columns.map((column) => column.header),
                rows.map((row) => columns.map((column) => column.csv(row))),
              )
            }
          >
            Exportar CSV
          </Button>
        </Box>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nenhum dado no período</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-labelledby={titleId} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                {shown.map((column) => (
                  <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ ...CELL, fontWeight: 600, verticalAlign: 'bottom' }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {shown.map((column) => (
                    <TableCell
                      key={column.header}
                      align={column.numeric ? 'right' : 'left'}
                      sx={column.numeric ? { ...CELL, whiteSpace: 'nowrap' } : TEXT}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
