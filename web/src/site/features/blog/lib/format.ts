import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** '2025-01-15' → '15 de janeiro de 2025'. */
export const formatArticleDate = (isoDate: string) => format(parseISO(isoDate), "d 'de' MMMM 'de' yyyy", { locale: ptBR });

/** One wording with the dashboard's editor (the CMS computes the minutes with the same rule when it saves). */
export { readingTimeLabel } from '@alicerce/domain';
