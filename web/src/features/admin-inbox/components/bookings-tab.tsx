import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

import { useToast } from '@/lib/toast';

import { bookingsQuery } from '../api/get-bookings';
import { useUpdateBookingState } from '../api/update-booking-state';
import { formatDateTime, formatIsoDate } from '../lib/format';
import { bookingsCsv } from '../lib/inbox-csv';
import { BOOKING_STATE_LABELS } from '../lib/labels';

import { ClickIdsCaption } from './click-ids-caption';
import { ContactCell } from './contact-cell';
import { InboxList } from './inbox-list';
import { InboxTable } from './inbox-table';
import { OutcomeEditor } from './outcome-editor';
import { StatusSelect } from './status-select';

/** 'Agendamentos': booked consultations, newest first, with search, state (cancel frees the slot) and CSV. */
export function BookingsTab() {
  const toast = useToast();
  const update = useUpdateBookingState();

  return (
    <InboxList query={bookingsQuery()} title="Agendamentos" noun="agendamentos" toCsv={bookingsCsv}>
      {(shown) => (
        <InboxTable label="Agendamentos" columns={['Contato', 'Situação', 'Reunião', 'Mensagem', 'Agendado em']}>
          {shown.map((booking) => (
            <TableRow key={booking.documentId} aria-label={`Agendamento ${booking.name}`}>
              <TableCell>
                <ContactCell {...booking} />
              </TableCell>
              <TableCell data-label="Situação">
                <StatusSelect
                  label={`Situação de ${booking.name}`}
                  value={booking.booking_state}
                  labels={BOOKING_STATE_LABELS}
                  disabled={update.isPending && update.variables?.documentId === booking.documentId}
                  onChange={(booking_state) =>
                    update.mutate(
                      { documentId: booking.documentId, booking_state },
                      {
                        onSuccess: () => toast.success('Agendamento atualizado!', `${booking.name}: ${BOOKING_STATE_LABELS[booking_state]}`),
                        onError: (error) => toast.error('Erro ao atualizar agendamento', error.message),
                      },
                    )
                  }
                />
                <OutcomeEditor kind="bookings" row={booking} />
              </TableCell>
              <TableCell data-label="Reunião" sx={{ whiteSpace: 'nowrap' }}>
                {formatIsoDate(booking.date)} às {booking.time}
                {booking.meeting_url && (
                  <Link href={booking.meeting_url} target="_blank" rel="noopener" variant="caption" sx={{ display: 'block' }}>
                    Link da reunião
                  </Link>
                )}
              </TableCell>
              <TableCell data-label="Mensagem" sx={{ maxWidth: 320, whiteSpace: 'pre-wrap' }}>
                {booking.message}
              </TableCell>
              <TableCell data-label="Agendado em" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(booking.createdAt)}
                <ClickIdsCaption row={booking} />
              </TableCell>
            </TableRow>
          ))}
        </InboxTable>
      )}
    </InboxList>
  );
}
