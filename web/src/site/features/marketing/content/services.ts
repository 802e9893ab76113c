import type { MarketingIconName } from './content-types';

export type Service = {
  icon: MarketingIconName;
  title: string;
  text: string;
  /** Monthly starting price, as shown. */
  priceLabel: string;
  /** Spec §2: performance consulting is offered but not displayed on the service cards. */
  showOnCards: boolean;
};

export const services: readonly Service[] = [
  {
    icon: 'leads',
    title: 'Geração de Leads',
    text: 'Campanhas de mídia paga com segmentação por perfil de comprador, landing pages otimizadas e qualificação dos contatos antes de chegarem ao corretor.',
    priceLabel: 'A partir de R$ 2.500/mês',
    showOnCards: true,
  },
  {
    icon: 'launch',
    title: 'Lançamentos Imobiliários',
    text: 'Planejamento de pré-lançamento, lista VIP, site do empreendimento e mídia intensiva nas semanas decisivas de vendas.',
    priceLabel: 'A partir de R$ 5.000/mês',
    showOnCards: true,
  },
  {
    icon: 'automation',
    title: 'Automação de Vendas',
    text: 'Integração com CRM, distribuição de leads por roleta, follow-up automático por WhatsApp e e-mail e painel de funil de vendas.',
    priceLabel: 'A partir de R$ 1.500/mês',
    showOnCards: true,
  },
  {
    icon: 'consulting',
    title: 'Consultoria de Performance',
    text: 'Auditoria das campanhas e do processo comercial com plano de ação para reduzir o custo por venda.',
    priceLabel: 'A partir de R$ 3.000/mês',
    showOnCards: false,
  },
];
