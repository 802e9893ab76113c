export type Stat = { value: string; label: string };

/** Agency figures shown on home and on the marketing-digital page (spec §2, §9). */
export const agencyStats: readonly Stat[] = [
  { value: '100+', label: 'Projetos atendidos' },
  { value: '95%', label: 'Satisfação dos clientes' },
  { value: '100M+', label: 'Leads gerados' },
  { value: 'R$2MM+', label: 'Investidos em mídia paga' },
];
