import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { BOOKING_SLOTS } from '@alicerce/domain';
import { dataAttr } from '@/site/lib/islands/selectors';

import { BOOKING } from '../lib/booking-selectors';

const waiting = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/**
 * The 13 slots of a day (Sao Paulo time), hidden until a day is chosen; the island marks the taken and past ones
 * disabled and the chosen one pressed. An available slot is drawn as a clear outlined button, the chosen one filled,
 * the unavailable ones faint and struck through. While the island reads which are taken (aria-busy), they are grey
 * placeholders of the same size, so nothing looks taken that may be free.
 */
export function TimeSlotPicker() {
  return (
    <Box {...dataAttr(BOOKING.slots)} hidden>
      <Typography id="booking-slots-label" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Horários disponíveis (horário de Brasília)
      </Typography>
      <Box
        role="group"
        aria-labelledby="booking-slots-label"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
          gap: 1,
          '& button': {
            minHeight: 40,
            borderRadius: 1,
            border: 1,
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
            color: 'primary.main',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
            // The chosen slot keeps its fill under the pointer (a tap leaves the pointer on it on a phone).
            '&:hover:not(:disabled):not([aria-pressed="true"])': { bgcolor: 'action.hover' },
            '&[aria-pressed="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            // The check mark is decoration: its alternative text is empty, so the slot's name stays its time.
            '&[aria-pressed="true"]::before': { content: '"✓ " / ""' },
            '&:disabled': { borderColor: 'divider', color: 'text.disabled', textDecoration: 'line-through', cursor: 'default', fontWeight: 400 },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          },
          '&[aria-busy="true"] button': {
            borderColor: 'transparent',
            bgcolor: 'action.selected',
            color: 'transparent',
            textDecoration: 'none',
            animation: `${waiting} 1.4s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          },
        }}
      >
        {BOOKING_SLOTS.map((time) => (
          <button key={time} type="button" {...dataAttr(BOOKING.slot, time)} aria-pressed="false" disabled>
            {time}
          </button>
        ))}
      </Box>
    </Box>
  );
}
