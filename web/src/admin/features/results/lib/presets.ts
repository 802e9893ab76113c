import { addDays, saoPauloNow } from '@alicerce/domain';

export type RangePreset = { id: string; label: string; range: (today: string) => { from: string; to: string } };

/** The range shortcuts, counted back from today in São Paulo (today included). */
export const RANGE_PRESETS: RangePreset[] = [
  { id: '7', label: '7 dias', range: (today) => ({ from: addDays(today, -6), to: today }) },
  { id: '30', label: '30 dias', range: (today) => ({ from: addDays(today, -29), to: today }) },
  { id: '90', label: '90 dias', range: (today) => ({ from: addDays(today, -89), to: today }) },
  { id: 'mes', label: 'Este mês', range: (today) => ({ from: `${today.slice(0, 8)}01`, to: today }) },
];

export const saoPauloToday = () => saoPauloNow(new Date()).date;

/** The preset a range equals today, if any (the toggle shows it pressed). */
export const presetOf = (range: { from: string; to: string }, today = saoPauloToday()) =>
  RANGE_PRESETS.find((preset) => {
    const candidate = preset.range(today);
    return candidate.from === range.from && candidate.to === range.to;
  })?.id ?? null;
