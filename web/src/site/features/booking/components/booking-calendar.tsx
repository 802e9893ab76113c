import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

import { dataAttr } from '@/site/lib/islands/selectors';

import { BOOKING } from '../lib/booking-selectors';

/** Sunday first, as calendars in Brazil are printed. */
const WEEKDAYS = [
  ['D', 'domingo'],
  ['S', 'segunda-feira'],
  ['T', 'terça-feira'],
  ['Q', 'quarta-feira'],
  ['Q', 'quinta-feira'],
  ['S', 'sexta-feira'],
  ['S', 'sábado'],
] as const;
const WEEKS = 6;

/**
 * The month calendar's frame: month name, previous/next month, the weekday row and 6 weeks of day buttons (an ARIA
 * grid). The page is built without knowing the visitor's day, so the island (booking-island.ts) writes the month and
 * the days, and which of them can be chosen: weekdays from today on, in Sao Paulo time. The six weeks always take
 * their room (nothing moves when the days appear); a week without a day of the month, and the empty cells before the
 * 1st and after the last day, are left out for screen readers.
 */
export function BookingCalendar() {
  return (
    <Box
      sx={{
        maxWidth: 360,
        '& [role="row"]': { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', justifyItems: 'center', gap: 0.5, mb: 0.5 },
        '& button[role="gridcell"]': {
          width: 40,
          height: 40,
          p: 0,
          border: 0,
          borderRadius: '50%',
          background: 'none',
          font: 'inherit',
          fontSize: '0.875rem',
          color: 'text.primary',
          cursor: 'pointer',
          // The chosen day keeps its fill under the pointer (a tap leaves the pointer on it on a phone): the hover
          // tint is for the other days only.
          '&:hover:not(:disabled):not([aria-selected="true"])': { bgcolor: 'action.hover' },
          '&[aria-current="date"]': { border: 1, borderColor: 'primary.main' },
          '&[aria-selected="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 },
          '&:disabled': { color: 'text.disabled', cursor: 'default' },
          '&:empty': { visibility: 'hidden' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton {...dataAttr(BOOKING.calendarMonth, -1)} aria-label="Mês anterior" disabled>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id="booking-month"
          {...dataAttr(BOOKING.calendarTitle)}
          aria-live="polite"
          sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
        />
        <IconButton {...dataAttr(BOOKING.calendarMonth, 1)} aria-label="Próximo mês">
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <div role="grid" aria-labelledby="booking-month" aria-label="Calendário de datas disponíveis">
        <div role="row">
          {WEEKDAYS.map(([letter, name], index) => (
            <Typography
              key={index}
              component="span"
              role="columnheader"
              aria-label={name}
              variant="caption"
              color="text.secondary"
              sx={{ width: 40, textAlign: 'center' }}
            >
              {letter}
            </Typography>
          ))}
        </div>
        {Array.from({ length: WEEKS }, (_, week) => (
          <div role="row" key={week} {...dataAttr(BOOKING.calendarWeek)} aria-hidden="true">
            {Array.from({ length: 7 }, (_, day) => (
              <button key={day} type="button" role="gridcell" tabIndex={-1} disabled />
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
}
