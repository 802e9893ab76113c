import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickerTexts } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

import { presetOf, RANGE_PRESETS, saoPauloToday } from '../lib/presets';

type Range = { from: string; to: string };
type Props = { range: Range; error: string | null; onChange: (range: Range) => void };

const localeText = pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText;
const toDate = (day: string) => parseISO(day);
const toDay = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : '');

/** The period: presets (7/30/90 dias, Este mês) and the two dates ('De', 'Até'), São Paulo days. */
export function ResultsRange({ range, error, onChange }: Props) {
  const today = saoPauloToday();
  const picker = (label: string, value: string, set: (day: string) => void) => (
    <DatePicker
      label={label}
      value={value ? toDate(value) : null}
      onChange={(date) => set(toDay(date))}
      maxDate={toDate(today)}
      slotProps={{ textField: { size: 'small', error: Boolean(error), sx: { width: { xs: '100%', sm: 180 }, minWidth: 0 } } }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      <Box role="group" aria-label="Período" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Períodos prontos"
          value={presetOf(range, today)}
          onChange={(_, id: string | null) => {
            const preset = RANGE_PRESETS.find((candidate) => candidate.id === id);
            if (preset) onChange(preset.range(today));
          }}
        >
          {RANGE_PRESETS.map((preset) => (
            <ToggleButton key={preset.id} value={preset.id}>
              {preset.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, auto)' }, width: { xs: '100%', sm: 'auto' } }}>
          {picker('De', range.from, (from) => onChange({ ...range, from }))}
          {picker('Até', range.to, (to) => onChange({ ...range, to }))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
