/**
 * What to draw for each seeded case: slug (as in cms/src/seed/data/cases.ts), palette,
 * main scene, gallery scenes ([scene, palette?, options?]) and the optional result chart.
 */

export const CASES = [
  {
    slug: 'residencial-mirante-campolim',
    palette: 'teal',
    main: 'towers',
    gallery: [['towerClose'], ['night'], ['interior'], ['leisure'], ['towers', 'sunset'], ['aerial'], ['interior', 'coral'], ['towerClose', null, { night: true }]],
    chart: {
      title: 'Leads por mês',
      subtitle: 'Google Ads · pesquisa e remarketing · fevereiro a junho',
      labels: ['Fev', 'Mar', 'Abr', 'Mai', 'Jun'],
      bars: { name: 'Leads gerados', values: [380, 520, 610, 650, 700] },
      line: { name: 'Custo por lead (R$)', values: [29.4, 24.1, 20.8, 19.2, 17.6], money: true },
    },
  },
  {
    slug: 'loteamento-reserva-das-aguas',
    palette: 'meadow',
    main: 'lots',
    gallery: [['lots', 'lime', { built: 0.35 }], ['aerial', 'lime'], ['houses']],
    chart: {
      title: 'Leads por mês e lotes vendidos',
      subtitle: 'Meta Ads · Reels, Stories e formulários instantâneos',
      labels: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun'],
      bars: { name: 'Leads gerados', values: [520, 640, 720, 780, 800, 850] },
      line: { name: 'Lotes vendidos', values: [12, 16, 21, 23, 25, 29] },
    },
  },
  {
    slug: 'centro-empresarial-alameda',
    palette: 'corporate',
    main: 'office',
    gallery: [['interior'], ['night']],
  },
  {
    slug: 'condominio-jardim-dos-ipes',
    palette: 'terracotta',
    main: 'houses',
    gallery: [['houses', 'coral'], ['interior']],
    chart: {
      title: 'Casas vendidas por mês',
      subtitle: 'Display e remarketing · custo por venda em queda',
      labels: ['Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
      bars: { name: 'Casas vendidas', values: [5, 6, 8, 9, 9, 10] },
      line: { name: 'Custo por venda (R$)', values: [3400, 2700, 2100, 1800, 1600, 1450], money: true },
    },
  },
  {
    slug: 'edificio-aurora-alto-padrao',
    palette: 'gold',
    main: 'luxury',
    gallery: [['leisure', 'sunset'], ['interior']],
    chart: {
      title: 'Leads VIP por canal',
      subtitle: 'Pré-lançamento multicanal · 70 dias',
      labels: ['YouTube', 'Pesquisa', 'Instagram', 'Indicação'],
      bars: { name: 'Leads VIP', values: [48, 71, 78, 17] },
    },
  },
  { slug: 'imobiliaria-casa-forte-leads-proprios', palette: 'coral', main: 'neighborhood', gallery: [] },
  {
    slug: 'residencial-parque-sabia',
    palette: 'lime',
    main: 'towers',
    gallery: [],
    chart: {
      title: 'Leads por semana',
      subtitle: 'Pré-lançamento · Meta Ads com formulários instantâneos',
      labels: ['Sem 1', 'Sem 2', 'Sem 3', 'Sem 4', 'Sem 5', 'Sem 6', 'Sem 7', 'Sem 8'],
      bars: { name: 'Leads na lista de espera', values: [140, 190, 220, 250, 270, 280, 300, 300] },
      line: { name: 'Custo por lead (R$)', values: [9.8, 8.1, 7.2, 6.6, 6.1, 5.9, 5.7, 5.6], money: true },
    },
  },
  {
    slug: 'galpoes-logisticos-rodovia-castello',
    palette: 'steel',
    main: 'warehouse',
    gallery: [],
    chart: {
      title: 'Pedidos de proposta por mês',
      subtitle: 'Google Ads · pesquisa com palavras-chave técnicas',
      labels: ['Mar', 'Abr', 'Mai', 'Jun', 'Jul'],
      bars: { name: 'Pedidos de proposta', values: [7, 11, 14, 15, 17] },
      line: { name: 'Custo por pedido (R$)', values: [210, 165, 138, 125, 112], money: true },
    },
  },
];
