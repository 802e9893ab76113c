const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** An ISO timestamp as 'dd/mm/aaaa hh:mm' (São Paulo time). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** 'YYYY-MM-DD' as 'dd/mm/aaaa', without time-zone shifts. */
export function formatIsoDate(date: string) {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** Today as YYYY-MM-DD, for file names. */
export const todayStamp = () => new Date().toISOString().slice(0, 10);
