import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { ContactFieldsMarkup } from '@/site/components/forms/contact-fields-markup';
import { HoneypotField } from '@/site/components/forms/honeypot-field';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';

import { BOOKING, type BookingStep } from '../lib/booking-selectors';

import { BookingCalendar } from './booking-calendar';
import { TimeSlotPicker } from './time-slot-picker';

const stepLabel = { variant: 'overline', color: 'text.secondary', component: 'p', sx: { lineHeight: 1.5 } } as const;
const headingSx = { mb: 2, fontWeight: 700, outline: 'none' } as const;
// A step is brought into view below the sticky header when it opens.
const stepSx = { scrollMarginTop: 80 } as const;
const actions = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 2,
  mt: 3,
  flexWrap: 'wrap-reverse',
  '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
} as const;

/**
 * /agendamento (spec §2/§4): step 1 date and slot, step 2 contact data — static markup that booking-island.ts brings
 * to life (calendar, taken slots, steps, sending). Everything typed survives going back and forth.
 */
export function BookingFlow() {
  return (
    <Island name="booking" when="load">
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box component="section" aria-labelledby="booking-step-1" {...dataAttr(BOOKING.step, 1 satisfies BookingStep)} sx={stepSx}>
            <Typography {...stepLabel}>Etapa 1 de 2</Typography>
            <Typography id="booking-step-1" variant="h5" component="h2" tabIndex={-1} sx={headingSx}>
              Escolha a data e horário
            </Typography>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <BookingCalendar />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Alert severity="warning" {...dataAttr(BOOKING.slotsError)} hidden sx={{ mb: 2 }}>
                  Não foi possível carregar os horários ocupados. Você ainda pode escolher; confirmaremos ao agendar.
                </Alert>
                <Typography color="text.secondary" {...dataAttr(BOOKING.slotsHint)}>
                  Selecione uma data no calendário para ver os horários disponíveis.
                </Typography>
                <TimeSlotPicker />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
              <Button variant="contained" size="large" {...dataAttr(BOOKING.continue)} disabled sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
                Continuar
              </Button>
            </Box>
          </Box>
          <Box
            component="form"
            method="post"
            noValidate
            aria-labelledby="booking-step-2"
            {...dataAttr(BOOKING.step, 2 satisfies BookingStep)}
            hidden
            sx={stepSx}
          >
            <Typography {...stepLabel}>Etapa 2 de 2</Typography>
            <Typography id="booking-step-2" variant="h5" component="h2" tabIndex={-1} sx={headingSx}>
              Seus dados
            </Typography>
            <Box
              aria-label="Data e horário escolhidos"
              role="group"
              sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, mb: 3, borderRadius: 1, bgcolor: 'action.hover', flexWrap: 'wrap' }}
            >
              <EventIcon color="primary" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography {...dataAttr(BOOKING.chosenDate)} sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }} />
                <Typography color="text.secondary" {...dataAttr(BOOKING.chosenTime)} />
              </Box>
              <Button type="button" {...dataAttr(BOOKING.back)}>
                Alterar
              </Button>
            </Box>
            <ContactFieldsMarkup idPrefix="booking" />
            <HoneypotField />
            <Box sx={actions}>
              <Button type="button" variant="outlined" size="large" {...dataAttr(BOOKING.back)}>
                Voltar
              </Button>
              <Button type="submit" variant="contained" size="large" disabled>
                Confirmar Agendamento
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Island>
  );
}
