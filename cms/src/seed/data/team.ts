/**
 * Demo team of the agency (Sorocaba-SP), shown on /servicos. People are fictitious; the portraits
 * (cms/seed-assets/proof/portraits/) are drawn by scripts/seed-images/portraits.mjs.
 */
export type SeedTeamMember = { name: string; job_title: string; bio: string; photo: string; display_order: number };

export const seedTeam: SeedTeamMember[] = [
  {
    name: 'Juliana Martins',
    job_title: 'Sócia-fundadora e Diretora de Estratégia',
    bio: 'Quinze anos de marketing imobiliário e mais de sessenta lançamentos no interior de São Paulo. Desenha o plano de mídia de cada cliente a partir da meta de vendas.',
    photo: 'juliana-martins.png',
    display_order: 1,
  },
  {
    name: 'Rafael Campos',
    job_title: 'Head de Mídia Paga',
    bio: 'Cuida das campanhas no Google, no Meta e no LinkedIn e responde pelo custo por lead de cada empreendimento, com conversões offline importadas toda semana.',
    photo: 'rafael-campos.png',
    display_order: 2,
  },
  {
    name: 'Beatriz Okada',
    job_title: 'Analista de Dados e CRM',
    bio: 'Liga formulários, WhatsApp e o CRM da construtora e monta o relatório semanal de leads, visitas e vendas que cada cliente recebe.',
    photo: 'beatriz-okada.png',
    display_order: 3,
  },
  {
    name: 'Thiago Ribeiro',
    job_title: 'Designer de Landing Pages',
    bio: 'Desenha as páginas de cada empreendimento, com planta, simulador de parcelas e agendamento de visita, e testa cada versão com dados reais de conversão.',
    photo: 'thiago-ribeiro.png',
    display_order: 4,
  },
];
