export type Faq = { question: string; answer: string };

/** Frequently asked questions on /contato (spec §2). */
export const contactFaqs: readonly Faq[] = [
  {
    question: 'Como funciona o modelo de fee híbrido?',
    answer:
      'Você paga um fee fixo mensal, que cobre a estratégia, a gestão das campanhas e a automação, e uma comissão por venda efetivada a partir dos leads que geramos. O fee fixo é menor do que o de uma agência tradicional justamente porque parte da nossa remuneração depende do seu resultado. A verba de mídia é paga diretamente às plataformas.',
  },
  {
    question: 'Em quanto tempo vejo os primeiros resultados?',
    answer:
      'Os primeiros leads costumam chegar já na primeira semana de campanha no ar, e os primeiros resultados consistentes aparecem entre 15 e 30 dias, período em que as plataformas aprendem e ajustamos públicos, anúncios e páginas. Vendas dependem do ciclo de decisão de cada produto: imóveis prontos convertem mais rápido que lançamentos na planta.',
  },
  {
    question: 'Com quais tipos de projeto vocês trabalham?',
    answer:
      'Atendemos lançamentos residenciais, loteamentos e condomínios fechados, imóveis prontos para morar, empreendimentos de alto padrão, salas e lajes comerciais, além de carteiras de imobiliárias e corretores autônomos. Cada tipo de projeto tem público, ticket e ciclo de venda próprios, e a estratégia é montada a partir disso.',
  },
  {
    question: 'Como acompanho os resultados das campanhas?',
    answer:
      'Você recebe relatórios com CPL (custo por lead), ROI e taxa de conversão de cada etapa do funil, além de um painel on-line atualizado diariamente. Nas reuniões periódicas de performance analisamos os números juntos e definimos os próximos testes e ajustes de verba.',
  },
];
