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
import type { DetailField } from './row-details';
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

function Origin({ lead }: { lead: Lead }) {
  return (
    <>
      <Typography variant="body2">{lead.source_page}</Typography>
      <Typography variant="caption" color="text.secondary">
        {utm(lead.utm_source, lead.utm_medium, lead.utm_campaign)}
      </Typography>
      <ClickIdsCaption row={lead} />
    </>
  );
}

/** At 1366 px: contact, status, date, outcome and 'Detalhes' fit; the message and the origin are a tick away in 'Colunas'. */
const HIDDEN_AT_FIRST = ['message', 'origin'];

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
    renderCell: ({ row }) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {row.message}
      </Typography>
    ),
  },
  { field: 'origin', headerName: 'Origem', flex: 1, minWidth: 160, sortable: false, renderCell: ({ row }) => <Origin lead={row} /> },
  { field: 'outcome', headerName: 'Resultado', width: 260, renderCell: ({ row }) => <OutcomeEditor kind="leads" row={row} /> },
];

const details = (lead: Lead): DetailField[] => [
  ['Contato', <ContactCell key="contato" {...lead} />],
  ['Recebido em', formatDateTime(lead.createdAt)],
  ['Mensagem', lead.message],
  ['Origem', <Origin key="origem" lead={lead} />],
];

/** 'Leads': what the public forms sent, newest first, paged, sorted and filtered by the CMS, with status and CSV export. */
export default function LeadsTab() {
  return (
    <>
      <InboxGrid<Lead>
        kind="leads"
        title="Leads"
        noun="leads"
        prefix="Lead"
        statusLabel="Status"
        statuses={LEAD_STATUS_LABELS}
        columns={columns}
        hiddenAtFirst={HIDDEN_AT_FIRST}
        rowSlot={LeadRow}
        status={(lead) => <LeadStatusCell lead={lead} />}
        when={(lead) => `Recebido em ${formatDateTime(lead.createdAt)}`}
        details={details}
      />
      <OfflineConversionsExport />
    </>
  );
}
