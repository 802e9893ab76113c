import type { HomeCount } from '@alicerce/domain';

const BEFORE = {
  day: { same: 'igual a ontem', than: 'que ontem' },
  week: { same: 'igual à semana passada', than: 'que na semana passada' },
} as const;

/** How a count moved against the period before, in words ('3 a mais que ontem', 'igual à semana passada'). */
export function changeText({ current, previous }: HomeCount, period: keyof typeof BEFORE): string {
  const difference = current - previous;
  if (difference === 0) return BEFORE[period].same;
  return `${Math.abs(difference)} a ${difference > 0 ? 'mais' : 'menos'} ${BEFORE[period].than}`;
}

const dayTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const day = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** An instant as the team reads it, Sao Paulo time: '28/11/2026, 14:05'. */
export const formatWhen = (iso: string) => dayTime.format(new Date(iso));

/** A booking's day and time as stored (Sao Paulo wall clock): 'seg., 30/11 às 10:00'. */
export const formatSlot = (date: string, time: string) => `${day.format(new Date(`${date}T00:00:00Z`))} às ${time}`;
