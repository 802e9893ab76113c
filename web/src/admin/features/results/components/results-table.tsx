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
import type { ReactNode } from 'react';

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

/** A results table in its card: scrolls sideways inside the card on a phone; 'Exportar CSV' saves exactly these rows. */
export function ResultsTable<Row>({ title, columns, rows, rowKey, filename, exportCsv, actions }: Props<Row>) {
  const titleId = `tabela-${filename}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {actions}
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={rows.length === 0}
            aria-label={`Exportar CSV: ${title}`}
            onClick={() => exportCsv(`${filename}.csv`, columns.map((column) => column.header), rows.map((row) => columns.map((column) => column.csv(row))))}
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
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
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
