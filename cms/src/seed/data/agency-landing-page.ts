import type { LandingPageFormValues } from '@alicerce/domain';

/**
 * The agency's own campaign page (issue 54): Alicerce Digital's offer to developers about to launch. Owned by the
 * agency, so it keeps the site's frame (navigation, 'Agendar', the agency's WhatsApp) and its leads go to the agency's
 * inbox alone; its proof is the agency's (clients' logos and testimonials), which fits a page aimed at developers.
 * Two hero variants: the A/B split (and a visitor's 'Agendar' after a variant) works the same on the agency's pages.
 */
export const SEED_AGENCY_LANDING_PAGE = {
  title: 'Marketing para lançamentos imobiliários',
  slug: 'marketing-para-lancamentos',
  seo_title: 'Marketing para lançamentos imobiliários | Alicerce Digital',
  seo_description: 'Plano de mídia, landing pages e atendimento de leads para incorporadoras que vão lançar. Peça um diagnóstico do seu lançamento.',
  og_image: null,
  noindex: false,
  is_published: true,
  ends_at: null,
  owner: { kind: 'agency', name: '', logo: null, accent: null },
  contact: { whatsapp: null, whatsapp_message: '', cta_text: '' },
  lead_routing: { recipients: [], webhook_endpoint_id: null },
  tracking: { markup: '', category: 'marketing' },
  blocks: [
    {
      type: 'hero',
      button_href: '#formulario',
      variants: [
        {
          key: 'a',
          headline: 'Seu próximo lançamento com leads qualificados desde a pré-venda',
          subheadline: 'Plano de mídia, landing page por empreendimento e atendimento dos leads em minutos, medidos até a venda.',
          button_text: 'Quero um diagnóstico',
          image: null,
          image_alt: '',
        },
        {
          key: 'b',
          headline: 'Venda as unidades do lançamento antes da obra começar',
          subheadline: 'Campanhas por fase, uma página por empreendimento e cada lead no CRM do seu time de vendas em minutos.',
          button_text: 'Pedir um diagnóstico',
          image: null,
          image_alt: '',
        },
      ],
    },
    {
      type: 'benefits',
      title: 'O que entregamos em cada lançamento',
      intro: 'Uma equipe que já lançou dezenas de empreendimentos cuida da campanha do teaser à última unidade.',
      items: [
        { title: 'Plano de mídia por fase', text: 'Teaser, pré-lançamento e lançamento com verba e público próprios em Google e Meta.' },
        {
          title: 'Landing page do empreendimento',
          text: 'Uma página focada por lançamento, com teste A/B do destaque e os leads direto para o seu time de vendas.',
        },
        { title: 'Leads atendidos em minutos', text: 'Cada contato chega ao corretor pelo e-mail e pelo CRM assim que é enviado.' },
        { title: 'Resultado medido até a venda', text: 'Custo por lead, por visita ao decorado e por venda, por canal e por campanha.' },
      ],
    },
    { type: 'client_logos', title: 'Incorporadoras que lançam com a nossa equipe', clients: [] },
    { type: 'testimonials', title: 'O que dizem nossos clientes', testimonials: [] },
    {
      type: 'faq',
      title: 'Perguntas frequentes',
      items: [
        {
          question: 'Com quanto tempo de antecedência devemos começar?',
          answer: 'O ideal é de 60 a 90 dias antes do lançamento, para a fase de teaser formar a lista de interessados.',
        },
        {
          question: 'Os leads ficam com a incorporadora?',
          answer: 'Sim. Cada lead chega ao seu time de vendas na hora, e a base é sua durante e depois da campanha.',
        },
      ],
    },
    {
      type: 'lead_form',
      title: 'Peça um diagnóstico do seu lançamento',
      text: 'Conte o que vai lançar e em quanto tempo: respondemos em até um dia útil com uma proposta de plano.',
      fields: ['company', 'message'],
      button_text: 'Pedir diagnóstico',
      campaign_tag: 'diagnostico-lancamento',
      consent_text: 'Ao enviar, você autoriza a Alicerce Digital a entrar em contato sobre este pedido, conforme a nossa Política de Privacidade.',
    },
  ],
} satisfies LandingPageFormValues;
