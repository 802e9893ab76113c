import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Below 600 px each row is a card: the header row is hidden from sight (screen readers keep it), cells stack, and
 * each cell shows its column name from `data-label` above its value. Nothing is wider than the phone.
 */
const cardsOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody tr': { display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, mb: 1.5 },
    '& tbody td': { display: 'block', border: 0, px: 0, py: 0.75, maxWidth: 'none' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      ...theme.typography.caption,
      color: 'text.secondary',
    },
  },
});

/** The inbox's table ('Leads', 'Agendamentos'): columns named once, rows as cards on a phone. */
export function InboxTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={cardsOnPhone}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
