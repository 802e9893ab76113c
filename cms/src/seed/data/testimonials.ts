/**
 * Demo testimonials: clients of the seeded cases (cms/src/seed/data/cases.ts), each tied to its case by slug. People,
 * companies and figures are fictitious; the portraits (cms/seed-assets/proof/portraits/) are drawn by
 * scripts/seed-images/portraits.mjs.
 */
export type SeedTestimonial = {
  quote: string;
  author_name: string;
  author_role: string;
  company: string;
  case_slug: string;
  photo: string;
  featured: boolean;
  display_order: number;
};

export const seedTestimonials: SeedTestimonial[] = [
  {
    quote:
      'Antes a gente comprava lead de portal e não sabia quem virava visita. Com a Alicerce, cada anúncio passou a responder por visitas ao decorado e propostas assinadas. Vendemos 58 das 72 unidades do Mirante em cinco meses, sem aumentar a verba.',
    author_name: 'Mariana Toledo',
    author_role: 'Diretora de Marketing',
    company: 'Horizonte Incorporações',
    case_slug: 'residencial-mirante-campolim',
    photo: 'mariana-toledo.png',
    featured: true,
    display_order: 1,
  },
  {
    quote:
      'O que mudou foi a conversa com o corretor: o lead chega com faixa de renda e lote de interesse, e o retorno sai no mesmo dia. Foram 126 lotes vendidos no Reserva das Águas e o custo por lead ficou abaixo de dez reais.',
    author_name: 'Ricardo Almeida',
    author_role: 'Sócio-diretor',
    company: 'Terra Nova Urbanismo',
    case_slug: 'loteamento-reserva-das-aguas',
    photo: 'ricardo-almeida.png',
    featured: true,
    display_order: 2,
  },
  {
    quote:
      'Alto padrão não se vende com anúncio genérico. A equipe montou uma lista VIP antes do lançamento e um evento para convidados que já tinham perfil. Esgotamos a primeira fase do Aurora em setenta dias.',
    author_name: 'Helena Prado',
    author_role: 'Gerente de Lançamentos',
    company: 'Aurora Empreendimentos',
    case_slug: 'edificio-aurora-alto-padrao',
    photo: 'helena-prado.png',
    featured: true,
    display_order: 3,
  },
  {
    quote:
      'Tínhamos uma base antiga parada no CRM. O remarketing por etapa trouxe de volta quem já conhecia o condomínio, e o custo por venda caiu pela metade. Hoje o relatório semanal é a primeira coisa que leio na segunda-feira.',
    author_name: 'Fernando Queiroz',
    author_role: 'Diretor Comercial',
    company: 'Construtora Solaris',
    case_slug: 'condominio-jardim-dos-ipes',
    photo: 'fernando-queiroz.png',
    featured: false,
    display_order: 4,
  },
  {
    quote:
      'Dependíamos dos portais para quase tudo. Em um trimestre passamos a gerar mais de quinhentos contatos próprios por mês e cortamos 40% do que pagávamos em anúncios de portal.',
    author_name: 'Patrícia Nogueira',
    author_role: 'Sócia-fundadora',
    company: 'Imobiliária Casa Forte',
    case_slug: 'imobiliaria-casa-forte-leads-proprios',
    photo: 'patricia-nogueira.png',
    featured: false,
    display_order: 5,
  },
];
