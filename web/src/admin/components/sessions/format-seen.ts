import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** "28 de nov. de 2026, 14:05": when a session was first or last seen, in the browser's time. */
export const formatSeen = (iso: string) => format(new Date(iso), "d 'de' MMM 'de' yyyy, HH:mm", { locale: ptBR });
