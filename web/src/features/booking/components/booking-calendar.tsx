import { ptBR as dateFnsPtBR } from 'date-fns/locale/pt-BR';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';

import { saoPauloNow } from '@alicerce/domain';

import { fromIsoDate, monthOf, toIsoDate } from '../lib/calendar-dates';
import { isSelectableDay } from '../lib/slot-states';

const localeText = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

type Props = {
  value: string | null;
  now: Date;
  onChange: (date: string) => void;
  onMonthChange: (month: string) => void;
};

/**
 * Month calendar in pt-BR. Days before today (in Sao Paulo, whatever the visitor's own time zone), weekends, and
 * today once its last slot has started cannot be chosen.
 */
export function BookingCalendar({ value, now, onChange, onMonthChange }: Props) {
  const today = saoPauloNow(now).date;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsPtBR} localeText={localeText}>
      <DateCalendar
        value={value ? fromIsoDate(value) : null}
        referenceDate={fromIsoDate(value ?? today)}
        minDate={fromIsoDate(`${monthOf(today)}-01`)}
        shouldDisableDate={(day) => !isSelectableDay(toIsoDate(day), now)}
        onChange={(day) => day && onChange(toIsoDate(day))}
        onMonthChange={(month) => onMonthChange(monthOf(toIsoDate(month)))}
        views={['day']}
        aria-label="Calendário de datas disponíveis"
        sx={{ mx: 0, width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
