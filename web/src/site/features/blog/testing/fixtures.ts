// Test data shaped like the CMS article API (seeded articles, trimmed).
import type { Article, ArticleWithBody, Block } from '../types';

const cover = (name: string) => ({
  url: `http://cms.test/uploads/${name}.jpg`,
  width: 1200,
  height: 630,
  alternativeText: null,
  formats: {
    small: { url: `http://cms.test/uploads/small_${name}.jpg`, width: 500, height: 263 },
    medium: { url: `http://cms.test/uploads/medium_${name}.jpg`, width: 750, height: 394 },
  },
});

const base = (slug: string, title: string, category: Article['category'], date: string, minutes: number): Article => ({
  documentId: `doc-${slug}`,
  slug,
  title,
  excerpt: `Resumo de ${title}`,
  category,
  published_date: date,
  reading_time: minutes,
  featured: false,
  cover_alt: `Capa de ${title}`,
  seo_description: null,
  cover: cover(slug),
  related: [],
});

export const articleList: Article[] = [
  base('marketing-digital-imobiliario', 'Marketing Digital Imobiliário: Guia Completo 2025', 'Marketing Digital', '2025-01-15', 10),
  base('geracao-de-leads', 'Geração de Leads Imobiliários: 7 Estratégias Eficazes', 'Leads', '2025-01-10', 8),
  base('mercado-imobiliario-brasil', 'Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025', 'Mercado', '2025-01-08', 12),
  base('marketing-imobiliario-digital', 'Marketing Imobiliário Digital: Transforme Leads em Vendas', 'Conversão', '2025-01-05', 9),
];

const h2 = (text: string): Block => ({ type: 'heading', level: 2, children: [{ type: 'text', text }] });
const p = (text: string): Block => ({ type: 'paragraph', children: [{ type: 'text', text }] });

export const guideArticle: ArticleWithBody = {
  ...articleList[0],
  seo_description: 'Guia de marketing digital imobiliário para 2025.',
  related: articleList.slice(1).map(({ slug, title }) => ({ slug, title })),
  body: [
    p('Comprar um imóvel começa cada vez mais em uma tela.'),
    h2('Definição'),
    p('Marketing digital imobiliário é o conjunto de estratégias on-line.'),
    { type: 'heading', level: 3, children: [{ type: 'text', text: 'Lançamento, revenda e loteamento' }] },
    h2('Benefícios'),
    h2('Estratégias'),
    h2('Ferramentas'),
    h2('Implementação'),
    h2('Métricas'),
    {
      type: 'list',
      format: 'unordered',
      children: [{ type: 'list-item', children: [{ type: 'text', text: 'Custo por lead: R$ 15-50' }] }],
    },
  ],
};
