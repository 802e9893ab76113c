import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatBookingDate } from '@alicerce/domain';

type Props = { date: string; time: string; onChange: () => void; disabled: boolean };

/** The chosen day (pt-BR) and time, with 'Alterar' back to step 1. */
export function ChosenSlotSummary({ date, time, onChange, disabled }: Props) {
  return (
    <Box
      aria-label="Data e horário escolhidos"
      role="group"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, mb: 3, borderRadius: 1, bgcolor: 'action.hover', flexWrap: 'wrap' }}
    >
      <EventIcon color="primary" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>{formatBookingDate(date)}</Typography>
        <Typography color="text.secondary">às {time} (horário de Brasília) · 45 minutos · online</Typography>
      </Box>
      <Button onClick={onChange} disabled={disabled}>
        Alterar
      </Button>
    </Box>
  );
}
