import type { LandingBlockInput, LandingPageFormValues } from '@alicerce/domain';

/**
 * The demo launch page (issues 31 and 54): the invented Residencial Vista do Ipanema, by the demo client Horizonte
 * Incorporações, in Sorocaba — owned by the launch, so /lp/<slug> shows the launch's logo, its WhatsApp and no site
 * navigation, and its leads reach the launch's sales team. Its proof is a buyer's: differentials, the launch's numbers,
 * floor plans, location, FAQ (no agency proof aimed at developers). Two hero variants. Pictures are drawn by
 * scripts/seed-images/landing.mjs into cms/seed-assets/landing/; `image` holds the file name here, and the seed
 * replaces it with the media-library id; the owner's logo is the shipped drawing SEED_LANDING_OWNER_LOGO. People,
 * prices, numbers and distances are fictitious.
 */
export const SEED_LANDING_ALTS: Record<string, string> = {
  'vista-do-ipanema-hero-a.jpg': 'Ilustração das duas torres do Residencial Vista do Ipanema pela manhã, com jardins e piscina entre elas',
  'vista-do-ipanema-hero-b.jpg': 'Ilustração das duas torres do Residencial Vista do Ipanema ao entardecer, com janelas acesas e o céu azul-escuro',
  'vista-do-ipanema-lazer.jpg': 'Área de lazer ilustrada: piscina com espreguiçadeiras, pergolado de madeira e salão de festas ao fundo',
  'vista-do-ipanema-fachada.jpg': 'Fachada ilustrada do edifício, com varandas em todos os andares e a entrada arborizada',
  'vista-do-ipanema-planta.jpg': 'Planta ilustrada do apartamento de 2 dormitórios, com sala integrada à varanda',
  'vista-do-ipanema-vista.jpg': 'Vista ilustrada de Sorocaba à tarde, vista dos andares altos, com o sol baixo à direita',
};

const blocks: LandingBlockInput[] = [
  {
    type: 'hero',
    button_href: '#formulario',
    variants: [
      {
        key: 'a',
        headline: 'Vista do Ipanema: o seu apartamento com varanda gourmet no Campolim',
        subheadline: 'Lançamento da Horizonte Incorporações com 2 e 3 dormitórios, lazer completo e entrada parcelada em até 60 vezes.',
        button_text: 'Quero a tabela de lançamento',
        image: 'vista-do-ipanema-hero-a.jpg',
        image_alt: SEED_LANDING_ALTS['vista-do-ipanema-hero-a.jpg'],
      },
      {
        key: 'b',
        headline: 'Morar a dez minutos do Parque Campolim, com entrada em 60 vezes',
        subheadline: 'Apartamentos de 58 a 76 m² com condições exclusivas para quem garantir a unidade na fase de lançamento.',
        button_text: 'Falar com um consultor',
        image: 'vista-do-ipanema-hero-b.jpg',
        image_alt: SEED_LANDING_ALTS['vista-do-ipanema-hero-b.jpg'],
      },
    ],
  },
  {
    type: 'benefits',
    title: 'Diferenciais do Vista do Ipanema',
    intro: 'Um projeto pensado para a rotina de quem trabalha, estuda e quer aproveitar a cidade sem perder tempo no trânsito.',
    items: [
      {
        title: 'Varanda gourmet em todas as plantas',
        text: 'Churrasqueira a carvão e ponto de água na varanda, integrada à sala para receber a família.',
      },
      {
        title: 'Lazer pronto no dia da entrega',
        text: 'Piscina adulto e infantil, academia equipada, salão de festas e brinquedoteca entregues decorados.',
      },
      {
        title: 'Entrada em até 60 parcelas',
        text: 'Na fase de lançamento, a entrada é dividida durante a obra e o saldo pode ser financiado com o FGTS.',
      },
      { title: 'Economia no condomínio', text: 'Energia solar nas áreas comuns, medição individual de água e iluminação com sensores de presença.' },
    ],
  },
  {
    type: 'benefits',
    title: 'O Vista do Ipanema em números',
    intro: 'O que você encontra no empreendimento, em poucas linhas.',
    items: [
      { title: '2 torres, 16 andares', text: 'Quatro apartamentos por andar e dois elevadores em cada torre: menos espera e mais privacidade.' },
      { title: '128 apartamentos', text: 'De 58 a 76 m², com 2 ou 3 dormitórios, sempre com suíte e varanda gourmet.' },
      { title: '3.200 m² de lazer', text: 'Mais de 20 itens de lazer entre as torres, com piscina aquecida, quadra e pet place.' },
      { title: 'Entrega em dezembro de 2028', text: 'Obra iniciada em 2026 e acompanhada mês a mês pelo portal do cliente da Horizonte.' },
    ],
  },
  {
    type: 'gallery',
    title: 'Conheça os espaços',
    images: [
      { image: 'vista-do-ipanema-lazer.jpg', alt: SEED_LANDING_ALTS['vista-do-ipanema-lazer.jpg'], caption: 'Piscina e pergolado' },
      { image: 'vista-do-ipanema-fachada.jpg', alt: SEED_LANDING_ALTS['vista-do-ipanema-fachada.jpg'], caption: 'Fachada com varandas' },
      { image: 'vista-do-ipanema-planta.jpg', alt: SEED_LANDING_ALTS['vista-do-ipanema-planta.jpg'], caption: 'Planta de 2 dormitórios' },
      { image: 'vista-do-ipanema-vista.jpg', alt: SEED_LANDING_ALTS['vista-do-ipanema-vista.jpg'], caption: 'A vista dos andares altos' },
    ],
  },
  {
    type: 'plans',
    title: 'Plantas',
    intro: 'Duas plantas com sala integrada à varanda e suíte. Valores da tabela de lançamento, sujeitos à disponibilidade.',
    items: [
      {
        name: 'Garden e tipo — 2 dormitórios',
        area: '58 m²',
        bedrooms: '2 dormitórios, 1 suíte',
        price: 'A partir de R$ 389 mil',
        features: ['Varanda gourmet', '1 vaga coberta', 'Depósito privativo'],
      },
      {
        name: 'Tipo — 3 dormitórios',
        area: '76 m²',
        bedrooms: '3 dormitórios, 1 suíte',
        price: 'A partir de R$ 512 mil',
        features: ['Varanda gourmet', '2 vagas cobertas', 'Lavabo'],
      },
    ],
  },
  {
    type: 'location',
    title: 'Localização',
    address: 'Rua Antônio Pereira Ignácio, 1200 — Parque Campolim, Sorocaba (SP)',
    text: 'No Campolim, perto do parque, dos shoppings e da Avenida Antônio Carlos Comitre, com saída rápida para a Rodovia Raposo Tavares.',
    landmarks: [
      { name: 'Parque Campolim', distance: '800 m' },
      { name: 'Shopping Iguatemi Esplanada', distance: '2,1 km' },
      { name: 'Escola estadual do bairro', distance: '450 m' },
      { name: 'Supermercado', distance: '600 m' },
      { name: 'Rodovia Raposo Tavares', distance: '4 km' },
    ],
  },
  {
    type: 'faq',
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Quando as chaves serão entregues?',
        answer: 'A previsão de entrega é dezembro de 2028, com tolerância de 180 dias prevista em contrato.',
      },
      {
        question: 'Posso usar o FGTS?',
        answer: 'Sim. O FGTS pode ser usado na entrada ou no financiamento do saldo, conforme as regras da Caixa para imóveis residenciais.',
      },
      {
        question: 'Como funciona a entrada parcelada?',
        answer: 'A entrada é dividida em até 60 parcelas mensais durante a obra, corrigidas pelo INCC. O saldo é financiado na entrega das chaves.',
      },
      {
        question: 'Posso visitar o decorado?',
        answer: 'Sim. O decorado fica no próprio terreno e abre todos os dias, das 9h às 18h. Agende pelo formulário para ser atendido sem espera.',
      },
    ],
  },
  {
    type: 'cta',
    title: 'As unidades de lançamento são as primeiras a sair',
    text: 'A tabela com as condições de lançamento vale para as primeiras 40 unidades. Garanta a sua escolha de andar e de vista.',
    button_text: 'Quero garantir a minha unidade',
    button_href: '#formulario',
  },
  {
    type: 'lead_form',
    title: 'Receba a tabela de lançamento',
    text: 'Deixe seus dados e um consultor da Horizonte Incorporações envia a tabela e as plantas pelo WhatsApp ainda hoje.',
    fields: ['message'],
    button_text: 'Receber a tabela',
    campaign_tag: 'lancamento-vista-do-ipanema',
    consent_text:
      'Ao enviar, você autoriza a Horizonte Incorporações e a Alicerce Digital a entrar em contato sobre este empreendimento, conforme a nossa Política de Privacidade.',
  },
];

/** The launch's logo: the shipped drawing of the demo client (cms/seed-assets/proof/logos), stored as a PNG by the seed. */
export const SEED_LANDING_OWNER_LOGO = { file: 'proof/logos/horizonte-incorporacoes.svg', alt: 'Logo da Horizonte Incorporações' };

/** The sales team's inbox of the demo launch: every lead of the page reaches it (fictitious address). */
export const SEED_LANDING_RECIPIENT = 'vendas@horizonte-incorporacoes.example';

export const SEED_LANDING_PAGE = {
  title: 'Lançamento Residencial Vista do Ipanema',
  slug: 'lancamento-vista-do-ipanema',
  seo_title: 'Vista do Ipanema: lançamento no Campolim, Sorocaba',
  seo_description:
    'Apartamentos de 2 e 3 dormitórios com varanda gourmet no Parque Campolim, Sorocaba. Entrada em até 60 vezes. Receba a tabela de lançamento.',
  og_image: 'vista-do-ipanema-hero-a.jpg',
  noindex: false,
  is_published: true,
  ends_at: null,
  owner: { kind: 'launch', name: 'Horizonte Incorporações', logo: null, accent: '#1f6f5c' },
  contact: {
    whatsapp: '+55 15 99812-4470',
    whatsapp_message: 'Olá! Vi o Residencial Vista do Ipanema e quero receber a tabela de lançamento e as plantas.',
    cta_text: 'Quero a tabela',
  },
  lead_routing: { recipients: [SEED_LANDING_RECIPIENT], webhook_endpoint_id: null },
  tracking: { markup: '', category: 'marketing' },
  blocks,
} satisfies LandingPageFormValues;
