// Summaries of the blog articles known at build time (spec §2): the footer links, and the fallback of the
// prerender list and of the blog pages when the CMS cannot be reached during the build (the CMS is the source).
// No imports: the build (web/scripts: prerender list, sitemap) reads this file.
export type ArticleCategory = 'Marketing Digital' | 'Leads' | 'Mercado' | 'Conversão' | 'SEO' | 'Redes Sociais';

export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** Minutes. */
  readingTime: number;
  featured: boolean;
};

export const articles: ArticleSummary[] = [
  {
    slug: 'marketing-digital-imobiliario',
    title: 'Marketing Digital Imobiliário: Guia Completo 2025',
    excerpt:
      'O que é, por que investir e como montar uma operação de marketing digital que gera vendas para incorporadoras, construtoras e imobiliárias.',
    category: 'Marketing Digital',
    date: '2025-01-15',
    readingTime: 10,
    featured: true,
  },
  {
    slug: 'geracao-de-leads',
    title: 'Geração de Leads Imobiliários: 7 Estratégias Eficazes',
    excerpt:
      'Sete estratégias práticas para gerar leads imobiliários em volume e com qualidade, de landing pages por empreendimento ao remarketing pelo CRM.',
    category: 'Leads',
    date: '2025-01-10',
    readingTime: 8,
    featured: true,
  },
  {
    slug: 'mercado-imobiliario-brasil',
    title: 'Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025',
    excerpt:
      'Crédito, Minha Casa Minha Vida, interior em alta e comprador digital: as tendências que devem orientar lançamentos e vendas de imóveis em 2025.',
    category: 'Mercado',
    date: '2025-01-08',
    readingTime: 12,
    featured: false,
  },
  {
    slug: 'marketing-imobiliario-digital',
    title: 'Marketing Imobiliário Digital: Transforme Leads em Vendas',
    excerpt:
      'Velocidade de resposta, qualificação, visita ao decorado e cadência de acompanhamento: como transformar mais leads imobiliários em contratos assinados.',
    category: 'Conversão',
    date: '2025-01-05',
    readingTime: 9,
    featured: false,
  },
];
