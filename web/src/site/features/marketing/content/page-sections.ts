import type { CtaContent, HeroContent } from '@alicerce/domain';

// Built-in copy of the CMS-managed sections. Same texts as the CMS seed
// (cms/src/seed/data/page-contents.ts), so a page looks the same with or without the CMS.

export const defaultHomeHero: HeroContent = {
  // The home page appends the rotating word (construtora, incorporadora, imobiliária).
  title: 'Marketing digital que vende para sua',
  subtitle:
    'Campanhas no Google, Meta e LinkedIn pensadas para o mercado imobiliário: leads qualificados, visitas ao decorado e relatórios claros de custo por lead e vendas.',
  cta_label: 'Agendar consultoria gratuita',
  cta_href: '/agendamento',
};

export const defaultHomeCta: CtaContent = {
  title: 'Pronto para transformar cliques em vendas?',
  text: 'Em 45 minutos analisamos seu empreendimento, seus canais atuais e mostramos onde estão as oportunidades. Sem compromisso.',
  button_label: 'Quero minha consultoria',
  button_href: '/agendamento',
};

export const defaultServicesHero: HeroContent = {
  title: 'Serviços de marketing imobiliário com foco em resultado',
  subtitle:
    'Geração de leads, lançamentos, automação de vendas e consultoria de performance. Um modelo de remuneração híbrido: fee mensal fixo e comissão por venda.',
  cta_label: 'Solicitar uma proposta',
  cta_href: '/agendamento',
};

export const defaultServicesCta: CtaContent = {
  title: 'Não sabe qual plano escolher?',
  text: 'Conte sobre o seu momento, seja um lançamento, estoque a vender ou carteira de imóveis, e indicamos o formato que faz sentido para o seu orçamento.',
  button_label: 'Falar com um especialista',
  button_href: '/agendamento',
};

export const defaultContactHero: HeroContent = {
  title: 'Vamos conversar sobre o seu próximo resultado',
  subtitle: 'Estamos em Sorocaba-SP e atendemos de segunda a sexta, das 08:00 às 18:00. Respondemos a todas as mensagens em até 24 horas.',
  cta_label: 'Agendar uma conversa',
  cta_href: '/agendamento',
};

export const defaultContactCta: CtaContent = {
  title: 'Prefere escolher o melhor horário?',
  text: 'Agende uma consultoria online gratuita de 45 minutos direto na nossa agenda.',
  button_label: 'Ver horários disponíveis',
  button_href: '/agendamento',
};
