const date = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "02/03/2026": the day an account was made, in São Paulo time. */
export const formatDate = (iso: string) => date.format(new Date(iso));
