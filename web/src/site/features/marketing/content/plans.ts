export type Plan = {
  name: string;
  /** Price as shown on the card and named in the WhatsApp message. */
  price: string;
  summary: string;
  features: readonly string[];
  popular?: boolean;
};

export const plans: readonly Plan[] = [
  {
    name: 'Corretor 3.0',
    price: 'R$ 1.500/mês',
    summary: 'Para corretores e pequenas imobiliárias que querem uma agenda cheia de visitas.',
    features: [
      'Campanhas no Google Ads e Meta Ads',
      'Landing page para sua carteira de imóveis',
      'Integração dos leads com o WhatsApp',
      'Relatório mensal de custo por lead',
    ],
  },
  {
    name: 'Sales Machine',
    price: 'R$ 2.500/mês',
    summary: 'Para imobiliárias e construtoras que precisam de volume e previsibilidade de vendas.',
    features: [
      'Tudo do Corretor 3.0',
      'Campanhas multicanal: Google, Meta e LinkedIn',
      'Automação de follow-up e distribuição de leads',
      'CRM configurado com funil de vendas',
      'Reunião quinzenal de performance',
    ],
    popular: true,
  },
  {
    name: 'LeadFusion',
    price: 'fee fixo reduzido + comissão por venda',
    summary: 'Para incorporadoras e loteadoras que querem dividir o risco e o resultado com a agência.',
    features: [
      'Estratégia completa de lançamento',
      'Mídia paga, automação e CRM',
      'Squad dedicado ao empreendimento',
      'Metas de vendas acordadas em contrato',
      'Relatórios semanais de CPL, ROI e conversão',
    ],
  },
];

/** Prefilled WhatsApp message of a plan's 'Solicitar Proposta' button. */
export const planProposalMessage = (plan: Plan) => `Olá! Tenho interesse no plano ${plan.name} (${plan.price}). Gostaria de receber uma proposta.`;
