import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { formatPhoneBr } from '@alicerce/domain';

import type { PersonalRecord } from '../types';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const isoDate = (date: string) => date.split('-').reverse().join('/');

type Props = { title: string; records: PersonalRecord[]; when: (record: PersonalRecord) => string };

/** The leads or bookings found for a data subject, one card each: who, how to reach them, and when. */
export function PersonalRecords({ title, records, when }: Props) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title} ({records.length})
      </Typography>
      {records.length === 0 && <Typography color="text.secondary">Nenhum registro encontrado.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        {records.map((record) => (
          <Box
            component="li"
            key={record.documentId}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, overflowWrap: 'anywhere' }}
          >
            <Typography sx={{ fontWeight: 600 }}>{record.name}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {record.email}
            </Typography>
            <Typography variant="body2">{formatPhoneBr(record.phone)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {when(record)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export const leadWhen = (lead: PersonalRecord) => `Recebido em ${dateTime.format(new Date(lead.createdAt))}`;
export const bookingWhen = (booking: PersonalRecord) =>
  `Reunião em ${isoDate(booking.date ?? '')} às ${booking.time ?? ''} · criado em ${dateTime.format(new Date(booking.createdAt))}`;
