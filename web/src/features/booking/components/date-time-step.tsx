import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { useIsHydrated } from '@/lib/use-is-hydrated';
import type { SlotState } from '../lib/slot-states';

import { BookingCalendar } from './booking-calendar';
import { TimeSlotPicker } from './time-slot-picker';

type Props = {
  date: string | null;
  time: string | null;
  now: Date;
  slots: SlotState[];
  slotsLoading: boolean;
  slotsError: boolean;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  onMonthChange: (month: string) => void;
  onContinue: () => void;
};

/** Step 1: a weekday in the calendar, then one of its free slots; 'Continuar' needs both. */
export function DateTimeStep(props: Props) {
  const { date, time, now, slots, slotsLoading, slotsError, onDateChange, onTimeChange, onMonthChange, onContinue } = props;
  const hydrated = useIsHydrated();
  return (
    <Box component="section" aria-labelledby="booking-step-1">
      <Typography id="booking-step-1" variant="h5" component="h2" sx={{ mb: 2 }}>
        Escolha a data e horário
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          {hydrated ? (
            <BookingCalendar value={date} now={now} onChange={onDateChange} onMonthChange={onMonthChange} />
          ) : (
            <Skeleton variant="rounded" height={320} sx={{ maxWidth: 360 }} role="img" aria-label="Carregando calendário" />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {date ? (
            <>
              {slotsError && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  Não foi possível carregar os horários ocupados. Você ainda pode escolher; confirmaremos ao agendar.
                </Alert>
              )}
              <TimeSlotPicker slots={slots} value={time} onChange={onTimeChange} loading={slotsLoading} />
            </>
          ) : (
            <Typography color="text.secondary">Selecione uma data no calendário para ver os horários disponíveis.</Typography>
          )}
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" size="large" disabled={!date || !time} onClick={onContinue}>
          Continuar
        </Button>
      </Box>
    </Box>
  );
}
