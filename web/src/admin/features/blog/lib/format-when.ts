import type { EditorArticleRow } from '../types';

const TIME_ZONE = 'America/Sao_Paulo';
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'dd/mm/aaaa às hh:mm' in Brazil's time (the scheduled publication). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(', ', ' às ');

/** The date that matters for the article's situation, as the list shows it. */
export function whenText(row: Pick<EditorArticleRow, 'situacao' | 'published_date' | 'scheduled_at' | 'updatedAt'>): string {
  if (row.situacao === 'publicado') return `Publicado em ${row.published_date.split('-').reverse().join('/')}`;
  if (row.situacao === 'agendado' && row.scheduled_at) return `Agendado para ${formatDateTime(row.scheduled_at)}`;
  return `Editado em ${date.format(new Date(row.updatedAt))}`;
}
