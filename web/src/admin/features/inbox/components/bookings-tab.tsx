import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';

import { useUpdateBookingState } from '../api/update-booking-state';
import { formatDateTime, formatIsoDate } from '../lib/format';
import { BOOKING_STATE_LABELS } from '../lib/labels';
import type { Booking } from '../types';

import { ClickIdsCaption } from './click-ids-caption';
import { ContactCell } from './contact-cell';
import { InboxGrid, namedRow } from './inbox-grid';
import { OutcomeEditor } from './outcome-editor';
import { StatusCell } from './status-cell';

const BookingRow = namedRow('Agendamento');

function BookingStateCell({ booking }: { booking: Booking }) {
  const update = useUpdateBookingState();
  return (
    <StatusCell
      name={booking.name}
      label={`Situação de ${booking.name}`}
      value={booking.booking_state}
      labels={BOOKING_STATE_LABELS}
      mutation={update}
      args={(booking_state) => ({ documentId: booking.documentId, booking_state })}
      saved="Agendamento atualizado!"
      failed="Erro ao atualizar agendamento"
    />
  );
}

/** Below 600 px: contact, status, outcome (and the meeting) stay; the rest is in the CSV. */
const HIDDEN_ON_PHONE = ['message', 'createdAt'];

const columns: GridColDef<Booking>[] = [
  { field: 'name', headerName: 'Contato', flex: 1.4, minWidth: 220, renderCell: ({ row }) => <ContactCell {...row} /> },
  { field: 'status', headerName: 'Situação', width: 170, renderCell: ({ row }) => <BookingStateCell booking={row} /> },
  {
    field: 'meeting',
    headerName: 'Reunião',
    width: 170,
    renderCell: ({ row }) => (
      <>
        <Typography variant="body2">
          {formatIsoDate(row.date)} às {row.time}
        </Typography>
        {row.meeting_url && (
          <Link href={row.meeting_url} target="_blank" rel="noopener" variant="caption">
            Link da reunião
          </Link>
        )}
      </>
    ),
  },
  {
    field: 'message',
    headerName: 'Mensagem',
    flex: 1.4,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{row.message}</Typography>,
  },
  {
    field: 'createdAt',
    headerName: 'Agendado em',
    width: 170,
    renderCell: ({ row }) => (
      <>
        <Typography variant="body2">{formatDateTime(row.createdAt)}</Typography>
        <ClickIdsCaption row={row} />
      </>
    ),
  },
  { field: 'outcome', headerName: 'Resultado', width: 260, renderCell: ({ row }) => <OutcomeEditor kind="bookings" row={row} /> },
];

/** 'Agendamentos': booked consultations, newest first, paged, sorted and filtered by the CMS; state (cancel frees the slot) and CSV. */
export default function BookingsTab() {
  return (
    <InboxGrid<Booking>
      kind="bookings"
      title="Agendamentos"
      noun="agendamentos"
      statusLabel="Situação"
      statuses={BOOKING_STATE_LABELS}
      columns={columns}
      hiddenOnPhone={HIDDEN_ON_PHONE}
      rowSlot={BookingRow}
    />
  );
}
