const stepLabels = { first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' } as const;

/** MUI Pagination's `getItemAriaLabel` in pt-BR: what every paged list of the dashboard reads out. */
export const pageLabel = (type: string, page: number | null, selected: boolean) =>
  type in stepLabels ? stepLabels[type as keyof typeof stepLabels] : selected ? `Página ${page}, atual` : `Ir para a página ${page}`;
