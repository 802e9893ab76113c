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
import type { DetailField } from './row-details';
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

const meetingWhen = (booking: Booking) => `${formatIsoDate(booking.date)} às ${booking.time}`;

function Meeting({ booking }: { booking: Booking }) {
  return (
    <>
      <Typography variant="body2">{meetingWhen(booking)}</Typography>
      {booking.meeting_url && (
        <Link href={booking.meeting_url} target="_blank" rel="noopener" variant="caption">
          Link da reunião
        </Link>
      )}
    </>
  );
}

function Booked({ booking }: { booking: Booking }) {
  return (
    <>
      <Typography variant="body2">{formatDateTime(booking.createdAt)}</Typography>
      <ClickIdsCaption row={booking} />
    </>
  );
}

/** At 1366 px: contact, state, meeting, outcome and 'Detalhes' fit; the message and when it was booked are in 'Colunas'. */
const HIDDEN_AT_FIRST = ['message', 'createdAt'];

const columns: GridColDef<Booking>[] = [
  { field: 'name', headerName: 'Contato', flex: 1.4, minWidth: 220, renderCell: ({ row }) => <ContactCell {...row} /> },
  { field: 'status', headerName: 'Situação', width: 170, renderCell: ({ row }) => <BookingStateCell booking={row} /> },
  { field: 'meeting', headerName: 'Reunião', width: 170, renderCell: ({ row }) => <Meeting booking={row} /> },
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
  { field: 'createdAt', headerName: 'Agendado em', width: 170, renderCell: ({ row }) => <Booked booking={row} /> },
  { field: 'outcome', headerName: 'Resultado', width: 260, renderCell: ({ row }) => <OutcomeEditor kind="bookings" row={row} /> },
];

const details = (booking: Booking): DetailField[] => [
  ['Contato', <ContactCell key="contato" {...booking} />],
  ['Reunião', <Meeting key="reuniao" booking={booking} />],
  ['Mensagem', booking.message],
  ['Agendado em', <Booked key="agendado" booking={booking} />],
];

/** 'Agendamentos': booked consultations, newest first, paged, sorted and filtered by the CMS; state (cancel frees the slot) and CSV. */
export default function BookingsTab() {
  return (
    <InboxGrid<Booking>
      kind="bookings"
      title="Agendamentos"
      noun="agendamentos"
      prefix="Agendamento"
      statusLabel="Situação"
      statuses={BOOKING_STATE_LABELS}
      columns={columns}
      hiddenAtFirst={HIDDEN_AT_FIRST}
      rowSlot={BookingRow}
      status={(booking) => <BookingStateCell booking={booking} />}
      when={(booking) => `Reunião em ${meetingWhen(booking)}`}
      details={details}
    />
  );
}
