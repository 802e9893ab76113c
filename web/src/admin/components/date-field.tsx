import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickerTexts } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useState, type ReactNode } from 'react';

const localeText = pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText;

/** How every date of the dashboard is typed and shown: day, month, year. */
const DAY_FORMAT = 'dd/MM/yyyy';
const DAY_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
/** Marks the dashboard's one date control (a test finds every date picked on a screen by it). */
const CONTROL = { 'data-date-control': 'alicerce' };

/** The pickers' pt-BR texts and calendar (weeks from Sunday, month names) around a date field. */
function PtBrDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

const toDate = (day: string) => (day ? parseISO(day) : null);
const toDay = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : '');
const toIso = (date: Date | null) => (date && isValid(date) ? date.toISOString() : null);

/**
 * The value while it is half typed ('12/MM/2026' is an invalid date): the parent gets "no date" (so nothing half typed
 * is filtered by or saved), the field keeps showing what is being typed; a new value from the parent (a preset)
 * replaces it.
 */
function useDraft<V>(value: V, toValue: (date: Date | null) => V, send: (value: V) => void) {
  const [draft, setDraft] = useState<{ base: V; date: Date } | null>(null);
  const pending = draft && draft.base === value ? draft.date : null;
  const onChange = (date: Date | null) => {
    const invalid = date !== null && !isValid(date);
    const next = toValue(invalid ? null : date);
    setDraft(invalid ? { base: next, date } : null);
    if (next !== value) send(next);
  };
  return { pending, onChange };
}

type DayProps = {
  label: string;
  /** YYYY-MM-DD, or '' when none. */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
};

/** A day, typed as dd/mm/aaaa or picked on a pt-BR calendar; its value is YYYY-MM-DD ('' when cleared). */
export function DateField({ label, value, onChange, min, max, error, helperText, sx }: DayProps) {
  const { pending, onChange: change } = useDraft(value, toDay, onChange);
  return (
    <PtBrDates>
      <DatePicker
        label={label}
        format={DAY_FORMAT}
        value={pending ?? toDate(value)}
        onChange={change}
        minDate={min ? (toDate(min) ?? undefined) : undefined}
        maxDate={max ? (toDate(max) ?? undefined) : undefined}
        slotProps={{
          field: { clearable: true },
          textField: { size: 'small', error, helperText, sx: sx ?? { width: { xs: '100%', sm: 210 }, minWidth: 0 }, ...CONTROL },
        }}
      />
    </PtBrDates>
  );
}

const toMonthDate = (month: string) => (month ? parseISO(`${month}-01`) : null);
const toMonth = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM') : '');

type MonthProps = Omit<DayProps, 'min' | 'max'>;

/** A month, typed as mm/aaaa or picked by month and year in pt-BR; its value is YYYY-MM ('' when cleared). */
export function MonthField({ label, value, onChange, error, helperText, sx }: MonthProps) {
  const { pending, onChange: change } = useDraft(value, toMonth, onChange);
  return (
    <PtBrDates>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format="MM/yyyy"
        value={pending ?? toMonthDate(value)}
        onChange={change}
        slotProps={{ textField: { size: 'small', error, helperText, sx: sx ?? { width: { xs: '100%', sm: 180 }, minWidth: 0 }, ...CONTROL } }}
      />
    </PtBrDates>
  );
}

/** The sentence when the end of a period comes before its start ('' when the order is right or a day is missing). */
export const rangeOrderError = (from: string, to: string) => (from && to && to < from ? "A data 'Até' deve ser igual ou posterior à data 'De'." : '');

type RangeProps = {
  /** The group's accessible name ('Período', 'Recebido entre'). */
  label: string;
  labels: { from: string; to: string };
  value: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
  max?: string;
  /** The period's fault, said by the caller (e.g. too long); the order of the two days is checked here. */
  error?: string | null;
  /** Where the caller already says the fault (an alert): mark the fields only. */
  quiet?: boolean;
};

/** A period: two days ('De', 'Até') side by side, one under the other on a phone; says when 'Até' comes first. */
export function DateRangeField({ label, labels, value, onChange, max, error, quiet }: RangeProps) {
  const fault = error || rangeOrderError(value.from, value.to);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, auto)' }, width: { xs: '100%', sm: 'auto' } }}
    >
      <DateField label={labels.from} value={value.from} onChange={(from) => onChange({ ...value, from })} max={max} error={Boolean(fault)} />
      <DateField
        label={labels.to}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        max={max}
        error={Boolean(fault)}
        helperText={quiet ? undefined : fault || undefined}
      />
    </Box>
  );
}

type DateTimeProps = {
  label: string;
  /** An ISO instant, or null when none. */
  value: string | null;
  onChange: (iso: string | null) => void;
  disablePast?: boolean;
  name?: string;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
};

/** A day and a time (24 h), typed as dd/mm/aaaa hh:mm or picked; its value is an ISO instant. */
export function DateTimeField({ label, value, onChange, disablePast, name, onBlur, error, helperText }: DateTimeProps) {
  const { pending, onChange: change } = useDraft(value, toIso, onChange);
  return (
    <PtBrDates>
      <DateTimePicker
        label={label}
        format={DAY_TIME_FORMAT}
        value={pending ?? (value ? new Date(value) : null)}
        onChange={change}
        disablePast={disablePast}
        ampm={false}
        slotProps={{ textField: { name, onBlur, error, helperText, sx: { maxWidth: 320 }, ...CONTROL } }}
      />
    </PtBrDates>
  );
}
