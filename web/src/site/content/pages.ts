// Static pt-BR copy for the page shells: <title>, meta description, H1 and intro.
export type PageCopy = {
  title: string;
  description: string;
  heading: string;
  intro: string;
};

export const pages = {
  home: {
    title: 'Marketing Digital para o Mercado Imobiliário',
    description:
      'Agência de marketing digital para construtoras, incorporadoras, imobiliárias e loteadoras. Leads qualificados e mais vendas com mídia paga e automação.',
    heading: 'Marketing digital que vende imóveis',
    intro:
      'Estratégias de mídia paga, automação e conteúdo para construtoras, incorporadoras, imobiliárias e loteadoras que querem mais leads qualificados e mais vendas.',
  },
  services: {
    title: 'Serviços e Planos',
    description:
      'Geração de leads, lançamentos imobiliários, automação de vendas e consultoria de performance. Conheça os planos Corretor 3.0, Sales Machine e LeadFusion.',
    heading: 'Nossos Serviços',
    intro:
      'Do primeiro anúncio à venda fechada: escolha o serviço ou plano que acompanha o momento do seu negócio imobiliário, com mensalidade fixa e comissão por venda.',
  },
  contact: {
    title: 'Contato',
    description: 'Fale com a Alicerce Digital: atendimento de segunda a sexta, das 08:00 às 18:00, em Sorocaba - SP. Resposta em até 24 horas.',
    heading: 'Fale Conosco',
    intro: 'Conte sobre o seu empreendimento e retornamos em até 24 horas com uma proposta de como gerar mais leads e vendas.',
  },
  realEstateMarketing: {
    title: 'Marketing Digital Imobiliário',
    description:
      'Estratégias de marketing digital imobiliário para lançar empreendimentos, atrair compradores e acelerar vendas. Contato em até 2 horas.',
    heading: 'Marketing Digital Imobiliário',
    intro: 'Quatro estratégias comprovadas para atrair compradores qualificados e transformar investimento em mídia em vendas de imóveis.',
  },
  blog: {
    title: 'Blog',
    description: 'Artigos sobre marketing digital imobiliário, geração de leads, conversão e tendências do mercado imobiliário brasileiro.',
    heading: 'Blog',
    intro: 'Conteúdo prático sobre marketing digital, geração de leads e o mercado imobiliário para quem constrói, incorpora e vende imóveis.',
  },
  thankYou: {
    title: 'Obrigado',
    description: 'Recebemos sua solicitação. Em breve a equipe da Alicerce Digital entrará em contato.',
    heading: 'Obrigado pela solicitação',
    intro: 'Em breve retornaremos.',
  },
  booking: {
    title: 'Agende sua Consultoria Gratuita',
    description:
      'Agende uma consultoria gratuita de 45 minutos, online, com especialistas em marketing digital imobiliário. Atendimento de segunda a sexta.',
    heading: 'Agende sua Consultoria Gratuita',
    intro:
      'Uma conversa online de 45 minutos para entender o seu empreendimento e mostrar como gerar mais leads e vendas. Escolha a data e o horário.',
  },
  cases: {
    title: 'Cases de Sucesso',
    description:
      'Resultados reais de campanhas de marketing digital para construtoras, incorporadoras, imobiliárias e loteadoras em Google Ads, Meta Ads e mais.',
    heading: 'Cases de Sucesso',
    intro: 'Conheça campanhas que geraram leads qualificados e vendas para empreendimentos residenciais, comerciais e loteamentos.',
  },
  privacy: {
    title: 'Política de Privacidade',
    description: 'Como a Alicerce Digital coleta, usa e protege seus dados pessoais, em conformidade com a LGPD.',
    heading: 'Política de Privacidade',
    intro: 'Saiba como tratamos os seus dados pessoais e quais são os seus direitos segundo a LGPD.',
  },
  terms: {
    title: 'Termos de Uso',
    description: 'Termos e condições de uso do site e dos serviços da Alicerce Digital.',
    heading: 'Termos de Uso',
    intro: 'Condições para uso deste site e dos serviços oferecidos pela Alicerce Digital.',
  },
} satisfies Record<string, PageCopy>;
