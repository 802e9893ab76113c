import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';

import { useUpdateLeadStatus } from '../api/update-lead-status';
import { formatDateTime } from '../lib/format';
import { LEAD_STATUS_LABELS } from '../lib/labels';
import type { Lead } from '../types';

import { ClickIdsCaption } from './click-ids-caption';
import { ContactCell } from './contact-cell';
import { InboxGrid, namedRow } from './inbox-grid';
import { OfflineConversionsExport } from './offline-conversions-export';
import { OutcomeEditor } from './outcome-editor';
import { StatusCell } from './status-cell';

const utm = (...parts: Array<string | null>) => parts.filter(Boolean).join(' / ');
const LeadRow = namedRow('Lead');

function LeadStatusCell({ lead }: { lead: Lead }) {
  const update = useUpdateLeadStatus();
  return (
    <StatusCell
      name={lead.name}
      label={`Status de ${lead.name}`}
      value={lead.lead_status}
      labels={LEAD_STATUS_LABELS}
      mutation={update}
      args={(lead_status) => ({ documentId: lead.documentId, lead_status })}
      saved="Status atualizado!"
      failed="Erro ao atualizar status"
    />
  );
}

/** Below 600 px: contact, status, outcome (and the meeting) stay; the rest is in the CSV. */
const HIDDEN_ON_PHONE = ['message', 'origin', 'createdAt'];

const columns: GridColDef<Lead>[] = [
  { field: 'name', headerName: 'Contato', flex: 1.4, minWidth: 220, renderCell: ({ row }) => <ContactCell {...row} /> },
  { field: 'status', headerName: 'Status', width: 170, renderCell: ({ row }) => <LeadStatusCell lead={row} /> },
  { field: 'createdAt', headerName: 'Recebido em', width: 150, renderCell: ({ row }) => formatDateTime(row.createdAt) },
  {
    field: 'message',
    headerName: 'Mensagem',
    flex: 1.4,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{row.message}</Typography>,
  },
  {
    field: 'origin',
    headerName: 'Origem',
    flex: 1,
    minWidth: 160,
    sortable: false,
    renderCell: ({ row }) => (
      <>
        <Typography variant="body2">{row.source_page}</Typography>
        <Typography variant="caption" color="text.secondary">
          {utm(row.utm_source, row.utm_medium, row.utm_campaign)}
        </Typography>
        <ClickIdsCaption row={row} />
      </>
    ),
  },
  { field: 'outcome', headerName: 'Resultado', width: 260, renderCell: ({ row }) => <OutcomeEditor kind="leads" row={row} /> },
];

/** 'Leads': what the public forms sent, newest first, paged, sorted and filtered by the CMS, with status and CSV export. */
export default function LeadsTab() {
  return (
    <>
      <InboxGrid<Lead>
        kind="leads"
        title="Leads"
        noun="leads"
        statusLabel="Status"
        statuses={LEAD_STATUS_LABELS}
        columns={columns}
        hiddenOnPhone={HIDDEN_ON_PHONE}
        rowSlot={LeadRow}
      />
      <OfflineConversionsExport />
    </>
  );
}
