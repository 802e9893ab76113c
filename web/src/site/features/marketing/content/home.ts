import type { Benefit, ServiceHighlight } from './content-types';

/** The word appended to the home hero title, changed every ROTATING_WORD_INTERVAL_MS (spec §9). */
export const rotatingWords = ['construtora', 'incorporadora', 'imobiliária'] as const;
export const ROTATING_WORD_INTERVAL_MS = 3000;

export const homeServices: readonly ServiceHighlight[] = [
  {
    icon: 'leads',
    title: 'Geração de Leads',
    text: 'Campanhas no Google, Meta e LinkedIn segmentadas por renda, região e momento de compra, com foco em contatos que realmente visitam e compram.',
  },
  {
    icon: 'launch',
    title: 'Lançamentos Imobiliários',
    text: 'Estratégia completa de pré-lançamento e lançamento: landing page do empreendimento, lista de interessados e mídia para acelerar o VGV vendido.',
  },
  {
    icon: 'automation',
    title: 'Automação de Vendas',
    text: 'CRM integrado, distribuição automática de leads para corretores e réguas de WhatsApp e e-mail para ninguém ficar sem resposta.',
  },
];

export const homeBenefits: readonly Benefit[] = [
  { title: 'Especialistas em mercado imobiliário', text: 'Atendemos apenas construtoras, incorporadoras, imobiliárias, loteadoras e corretores.' },
  { title: 'Remuneração alinhada ao resultado', text: 'Fee fixo mensal mais comissão por venda: ganhamos mais quando você vende mais.' },
  { title: 'Relatórios claros toda semana', text: 'Custo por lead, taxa de conversão e ROI por campanha, sem planilhas confusas.' },
  { title: 'Equipe dedicada', text: 'Gestor de tráfego, designer e analista acompanhando o seu empreendimento de perto.' },
  { title: 'Sem fidelidade longa', text: 'Contratos flexíveis: você fica porque os números fazem sentido.' },
  { title: 'Primeiros resultados entre 15 e 30 dias', text: 'Campanhas no ar rapidamente, com otimizações contínuas a partir dos dados reais.' },
];

export const homeFormSection = {
  title: 'Receba um diagnóstico gratuito do seu empreendimento',
  text: 'Preencha o formulário e um especialista vai analisar seus canais atuais, a concorrência da região e o potencial de leads do seu projeto.',
  promise: 'Entraremos em contato em até 24 horas',
};
