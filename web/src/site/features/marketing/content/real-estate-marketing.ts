import type { Benefit, ServiceHighlight } from './content-types';
import type { HeroContent } from '@alicerce/domain';

export const marketingHero: HeroContent = {
  title: 'Marketing Digital Imobiliário',
  subtitle:
    'Estratégias comprovadas para atrair compradores qualificados e transformar investimento em mídia em vendas de imóveis, do lançamento ao último estoque.',
  cta_label: 'Agendar consultoria gratuita',
  cta_href: '/agendamento',
};

export const marketingBenefits: readonly Benefit[] = [
  { title: 'Leads com intenção real de compra', text: 'Segmentação por região, renda e interesse, com perguntas de qualificação antes do contato.' },
  { title: 'Custo por lead sob controle', text: 'Otimização diária de anúncios e verba para reduzir o CPL sem perder qualidade.' },
  { title: 'Atendimento mais rápido', text: 'Leads distribuídos automaticamente, com aviso no WhatsApp do corretor em segundos.' },
  { title: 'Decisões baseadas em dados', text: 'Você sabe quais campanhas trazem visitas e vendas, não apenas cliques.' },
];

export const marketingStrategies: readonly ServiceHighlight[] = [
  {
    icon: 'search',
    title: 'Google Ads de intenção',
    text: 'Anúncios para quem já pesquisa “apartamento na planta”, “lote em condomínio” ou o nome do seu bairro: o comprador mais próximo da decisão.',
  },
  {
    icon: 'social',
    title: 'Meta Ads com públicos semelhantes',
    text: 'Facebook e Instagram com públicos criados a partir de quem já comprou ou visitou, para encontrar pessoas com o mesmo perfil.',
  },
  {
    icon: 'landing',
    title: 'Landing pages por empreendimento',
    text: 'Uma página rápida para cada projeto, com plantas, diferenciais, localização e um formulário curto que converte.',
  },
  {
    icon: 'crm',
    title: 'Automação e CRM',
    text: 'Roleta de corretores, follow-up automático e funil de vendas visível, para que nenhum lead esfrie sem resposta.',
  },
];

export const marketingFormSection = {
  title: 'Quer aplicar essas estratégias no seu empreendimento?',
  text: 'Conte um pouco sobre o seu projeto e montamos um plano de mídia com estimativa de leads e investimento.',
  promise: 'Retornamos em até 2 horas',
};
