/** Editable page sections seeded on first start: one hero and one final call to action per page. */
export type SeedPageContent = {
  page_slug: 'home' | 'servicos' | 'cases' | 'blog' | 'contato';
  section_key: string;
  content_type: 'hero' | 'about' | 'features' | 'cta' | 'testimonials';
  content: Record<string, unknown>;
};

export const seedPageContents: SeedPageContent[] = [
  {
    page_slug: 'home',
    section_key: 'hero',
    content_type: 'hero',
    content: {
      // The site appends the rotating word (construtora, incorporadora, imobiliária).
      title: 'Marketing digital que vende para sua',
      subtitle:
        'Campanhas no Google, Meta e LinkedIn pensadas para o mercado imobiliário: leads qualificados, visitas ao decorado e relatórios claros de custo por lead e vendas.',
      cta_label: 'Agendar consultoria gratuita',
      cta_href: '/agendamento',
    },
  },
  {
    page_slug: 'home',
    section_key: 'final_cta',
    content_type: 'cta',
    content: {
      title: 'Pronto para transformar cliques em vendas?',
      text: 'Em 45 minutos analisamos seu empreendimento, seus canais atuais e mostramos onde estão as oportunidades. Sem compromisso.',
      button_label: 'Quero minha consultoria',
      button_href: '/agendamento',
    },
  },
  {
    page_slug: 'servicos',
    section_key: 'hero',
    content_type: 'hero',
    content: {
      title: 'Serviços de marketing imobiliário com foco em resultado',
      subtitle:
        'Geração de leads, lançamentos, automação de vendas e consultoria de performance. Um modelo de remuneração híbrido: fee mensal fixo e comissão por venda.',
      cta_label: 'Solicitar uma proposta',
      cta_href: '/agendamento',
    },
  },
  {
    page_slug: 'servicos',
    section_key: 'final_cta',
    content_type: 'cta',
    content: {
      title: 'Não sabe qual plano escolher?',
      text: 'Conte sobre o seu momento, seja um lançamento, estoque a vender ou carteira de imóveis, e indicamos o formato que faz sentido para o seu orçamento.',
      button_label: 'Falar com um especialista',
      button_href: '/agendamento',
    },
  },
  {
    page_slug: 'cases',
    section_key: 'hero',
    content_type: 'hero',
    content: {
      title: 'Cases de sucesso no mercado imobiliário',
      subtitle:
        'Incorporadoras, construtoras, imobiliárias, loteadoras e corretores que passaram a vender mais com estratégia, dados e acompanhamento semanal.',
      cta_label: 'Quero resultados como esses',
      cta_href: '/agendamento',
    },
  },
  {
    page_slug: 'cases',
    section_key: 'final_cta',
    content_type: 'cta',
    content: {
      title: 'Seu empreendimento pode ser o próximo case',
      text: 'Cada projeto começa com um diagnóstico gratuito: público, concorrência, canais e metas de vendas.',
      button_label: 'Agendar diagnóstico gratuito',
      button_href: '/agendamento',
    },
  },
  {
    page_slug: 'blog',
    section_key: 'hero',
    content_type: 'hero',
    content: {
      title: 'Blog de marketing imobiliário',
      subtitle: 'Estratégias de geração de leads, tendências do mercado e dicas práticas para converter mais contatos em vendas.',
      cta_label: 'Ler o guia completo',
      cta_href: '/blog/marketing-digital-imobiliario',
    },
  },
  {
    page_slug: 'blog',
    section_key: 'final_cta',
    content_type: 'cta',
    content: {
      title: 'Quer aplicar essas estratégias no seu negócio?',
      text: 'Nossa equipe adapta cada tática à realidade do seu empreendimento e acompanha os números com você.',
      button_label: 'Solicitar consultoria gratuita',
      button_href: '/agendamento',
    },
  },
  {
    page_slug: 'contato',
    section_key: 'hero',
    content_type: 'hero',
    content: {
      title: 'Vamos conversar sobre o seu próximo resultado',
      subtitle: 'Estamos em Sorocaba-SP e atendemos de segunda a sexta, das 08:00 às 18:00. Respondemos a todas as mensagens em até 24 horas.',
      cta_label: 'Agendar uma conversa',
      cta_href: '/agendamento',
    },
  },
  {
    page_slug: 'contato',
    section_key: 'final_cta',
    content_type: 'cta',
    content: {
      title: 'Prefere escolher o melhor horário?',
      text: 'Agende uma consultoria online gratuita de 45 minutos direto na nossa agenda.',
      button_label: 'Ver horários disponíveis',
      button_href: '/agendamento',
    },
  },
];
