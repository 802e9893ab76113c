import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { InboxKind } from '@alicerce/domain';

import type { OutcomeFields } from '../types';

import { ContactCell } from './contact-cell';
import { OutcomeEditor } from './outcome-editor';

export type InboxRow = OutcomeFields & {
  documentId: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  anonymised_at?: string | null;
  /** When it last changed: the version a bulk action sends (leads and bookings have no other). */
  updatedAt: string;
};

type Props<T extends InboxRow> = {
  kind: InboxKind;
  /** 'Leads': the list's name. */
  title: string;
  /** 'Lead': each card is named '<prefix> <name>', as the grid's rows are. */
  prefix: string;
  rows: T[];
  busy: boolean;
  empty: string;
  status: (row: T) => ReactNode;
  when: (row: T) => ReactNode;
  /** The row's checkbox for the bulk actions (use-inbox-bulk.tsx), or null for one that takes none. */
  select?: (row: T) => ReactNode;
  onDetails: (row: T) => void;
};

/**
 * The inbox on a phone: one card per lead or booking with who (name, company, e-mail, phone), when, the status select,
 * the outcome and 'Detalhes' for the rest — everything the grid does, nothing cut at the screen's edge.
 */
export function InboxCards<T extends InboxRow>({ kind, title, prefix, rows, busy, empty, status, when, select, onDetails }: Props<T>) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={title}
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Paper key={row.documentId} component="li" variant="outlined" aria-label={`${prefix} ${row.name}`} sx={{ p: 2, overflowWrap: 'anywhere' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {select?.(row)}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <ContactCell {...row} />
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {when(row)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
            {status(row)}
            <Button size="small" onClick={() => onDetails(row)} aria-label={`Detalhes de ${row.name}`}>
              Detalhes
            </Button>
          </Box>
          <OutcomeEditor kind={kind} row={row} />
        </Paper>
      ))}
    </Box>
  );
}
