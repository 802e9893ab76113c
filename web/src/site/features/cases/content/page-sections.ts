import { paths } from '@/shared/config/paths';

// Built-in copy of the /cases CMS sections (page_slug "cases"): the same texts as the CMS seed
// (cms/src/seed/data/page-contents.ts), so the page looks the same with or without the CMS.
// Shapes: the page-content "hero" and "cta" content types.

export const defaultCasesHero = {
  title: 'Cases de sucesso no mercado imobiliário',
  subtitle:
    'Incorporadoras, construtoras, imobiliárias, loteadoras e corretores que passaram a vender mais com estratégia, dados e acompanhamento semanal.',
  cta_label: 'Quero resultados como esses',
  cta_href: paths.booking,
};

export const defaultCasesCta = {
  title: 'Seu empreendimento pode ser o próximo case',
  text: 'Cada projeto começa com um diagnóstico gratuito: público, concorrência, canais e metas de vendas.',
  button_label: 'Agendar diagnóstico gratuito',
  button_href: paths.booking,
};
