import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { useToast } from '@/lib/toast';

import { leadsQuery } from '../api/get-leads';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { formatDateTime } from '../lib/format';
import { leadsCsv } from '../lib/inbox-csv';
import { LEAD_STATUS_LABELS } from '../lib/labels';

import { ClickIdsCaption } from './click-ids-caption';
import { ContactCell } from './contact-cell';
import { InboxList } from './inbox-list';
import { InboxTable } from './inbox-table';
import { OfflineConversionsExport } from './offline-conversions-export';
import { OutcomeEditor } from './outcome-editor';
import { StatusSelect } from './status-select';

const utm = (...parts: Array<string | null>) => parts.filter(Boolean).join(' / ');

/** 'Leads': what the public forms sent, newest first, with search, status and CSV export. */
export function LeadsTab() {
  const toast = useToast();
  const update = useUpdateLeadStatus();

  return (
    <><OfflineConversionsExport />
    <InboxList query={leadsQuery()} title="Leads" noun="leads" toCsv={leadsCsv}>
      {(shown) => (
        <InboxTable label="Leads" columns={['Contato', 'Status', 'Recebido em', 'Mensagem', 'Origem']}>
          {shown.map((lead) => (
            <TableRow key={lead.documentId} aria-label={`Lead ${lead.name}`}>
              <TableCell>
                <ContactCell {...lead} />
              </TableCell>
              <TableCell data-label="Status">
                <StatusSelect
                  label={`Status de ${lead.name}`}
                  value={lead.lead_status}
                  labels={LEAD_STATUS_LABELS}
                  disabled={update.isPending && update.variables?.documentId === lead.documentId}
                  onChange={(lead_status) =>
                    update.mutate(
                      { documentId: lead.documentId, lead_status },
                      {
                        onSuccess: () => toast.success('Status atualizado!', `${lead.name}: ${LEAD_STATUS_LABELS[lead_status]}`),
                        onError: (error) => toast.error('Erro ao atualizar status', error.message),
                      },
                    )
                  }
                />
                <OutcomeEditor kind="leads" row={lead} />
              </TableCell>
              <TableCell data-label="Recebido em" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(lead.createdAt)}
              </TableCell>
              <TableCell data-label="Mensagem" sx={{ maxWidth: 320, whiteSpace: 'pre-wrap' }}>
                {lead.message}
              </TableCell>
              <TableCell data-label="Origem">
                {lead.source_page}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {utm(lead.utm_source, lead.utm_medium, lead.utm_campaign)}
                </Typography>
                <ClickIdsCaption row={lead} />
              </TableCell>
            </TableRow>
          ))}
        </InboxTable>
      )}
    </InboxList></>
  );
}
