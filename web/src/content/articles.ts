// Summaries of the blog articles known at build time (spec §2). No imports:
// react-router.config.ts reads this file to build the prerender list.
export type ArticleCategory =
  | 'Marketing Digital'
  | 'Leads'
  | 'Mercado'
  | 'Conversão'
  | 'SEO'
  | 'Redes Sociais';

export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  readTime: string;
  featured: boolean;
};

export const articles: ArticleSummary[] = [
  {
    slug: 'marketing-digital-imobiliario',
    title: 'Marketing Digital Imobiliário: Guia Completo 2025',
    excerpt:
      'Definição, benefícios, estratégias, ferramentas e métricas para construtoras, incorporadoras e imobiliárias venderem mais com o digital.',
    category: 'Marketing Digital',
    date: '2025-01-15',
    readTime: '10 min',
    featured: true,
  },
  {
    slug: 'geracao-de-leads',
    title: 'Geração de Leads Imobiliários: 7 Estratégias Eficazes',
    excerpt:
      'Sete estratégias práticas para atrair compradores qualificados e reduzir o custo por lead dos seus empreendimentos.',
    category: 'Leads',
    date: '2025-01-10',
    readTime: '8 min',
    featured: true,
  },
  {
    slug: 'mercado-imobiliario-brasil',
    title: 'Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025',
    excerpt:
      'Crédito, lançamentos e comportamento do comprador: o que muda no mercado imobiliário brasileiro em 2025.',
    category: 'Mercado',
    date: '2025-01-08',
    readTime: '12 min',
    featured: false,
  },
  {
    slug: 'marketing-imobiliario-digital',
    title: 'Marketing Imobiliário Digital: Transforme Leads em Vendas',
    excerpt:
      'Como organizar o atendimento, nutrir contatos e medir a conversão para que cada lead vire uma visita e uma venda.',
    category: 'Conversão',
    date: '2025-01-05',
    readTime: '9 min',
    featured: false,
  },
];

export const findArticle = (slug: string | undefined) =>
  articles.find((article) => article.slug === slug);
