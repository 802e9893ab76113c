import type { LandingPageFormValues } from './landing-page';

/**
 * The draft a new landing page starts from in the dashboard: one block of each type, in the order a launch page reads,
 * with pt-BR placeholder copy the editor replaces. It passes `landingPageInputSchema` as a draft (is_published false);
 * the slug is the editor's to choose.
 */
export const LANDING_STARTER_TEMPLATE = {
  title: 'Lançamento — nome do empreendimento',
  slug: 'lancamento-novo',
  seo_title: 'Lançamento: nome do empreendimento',
  seo_description: 'Conheça as plantas, a localização e as condições de lançamento e fale com nossa equipe de vendas.',
  og_image: null,
  noindex: false,
  is_published: false,
  ends_at: null,
  blocks: [
    {
      type: 'hero',
      button_href: '#formulario',
      variants: [
        {
          key: 'a',
          headline: 'Seu novo endereço começa aqui',
          subheadline: 'Apartamentos de 2 e 3 dormitórios com lazer completo, perto de tudo o que importa.',
          button_text: 'Quero conhecer',
          image: null,
          image_alt: '',
        },
      ],
    },
    {
      type: 'benefits',
      title: 'Por que morar aqui',
      intro: 'O que torna este empreendimento diferente dos outros lançamentos da região.',
      items: [
        { title: 'Localização', text: 'Perto de escolas, comércio e transporte, com acesso rápido às principais avenidas.' },
        { title: 'Lazer completo', text: 'Piscina, academia, salão de festas e espaço para as crianças.' },
        { title: 'Condições de lançamento', text: 'Entrada facilitada e parcelas que cabem no orçamento durante a obra.' },
      ],
    },
    {
      type: 'gallery',
      title: 'Conheça os espaços',
      // No stand-in picture (an address of a file that does not exist is a broken image): the editor adds theirs.
      images: [],
    },
    {
      type: 'plans',
      title: 'Plantas',
      intro: 'Escolha a planta que combina com a sua família.',
      items: [
        {
          name: '2 dormitórios',
          area: '58 m²',
          bedrooms: '2 dormitórios, 1 suíte',
          price: 'A partir de R$ 350 mil',
          features: ['Varanda gourmet', '1 vaga'],
        },
        {
          name: '3 dormitórios',
          area: '76 m²',
          bedrooms: '3 dormitórios, 1 suíte',
          price: 'A partir de R$ 480 mil',
          features: ['Varanda gourmet', '2 vagas'],
        },
      ],
    },
    {
      type: 'location',
      title: 'Localização',
      address: 'Rua do empreendimento, 100 — Bairro, Cidade',
      text: 'Um bairro tranquilo, com tudo o que a rotina pede a poucos minutos.',
      landmarks: [
        { name: 'Escola', distance: '400 m' },
        { name: 'Supermercado', distance: '650 m' },
        { name: 'Parque', distance: '1,2 km' },
      ],
    },
    {
      type: 'faq',
      title: 'Perguntas frequentes',
      items: [
        { question: 'Quando as obras ficam prontas?', answer: 'Informe aqui a previsão de entrega das chaves.' },
        { question: 'Posso usar o FGTS?', answer: 'Explique aqui as formas de pagamento aceitas.' },
      ],
    },
    { type: 'testimonials', title: 'Quem já comprou conosco', testimonials: [] },
    { type: 'client_logos', title: 'Quem confia no nosso trabalho', clients: [] },
    {
      type: 'cta',
      title: 'Garanta as condições de lançamento',
      text: 'As unidades com as melhores condições são as primeiras a sair.',
      button_text: 'Falar com um consultor',
      button_href: '#formulario',
    },
    {
      type: 'lead_form',
      title: 'Receba a tabela de preços',
      text: 'Deixe seus dados e um consultor entra em contato ainda hoje.',
      fields: ['message'],
      button_text: 'Quero receber',
      campaign_tag: 'lancamento',
      consent_text: 'Ao enviar, você concorda em receber contato sobre este empreendimento, conforme nossa Política de Privacidade.',
    },
  ],
} satisfies LandingPageFormValues;
