/** Every route of spec §2 with the H1 a visitor sees there (home, serviços and contato: the seeded CMS hero). */
export const PUBLIC_ROUTES: Array<{ path: string; h1: string | RegExp }> = [
  { path: '/', h1: /^Marketing digital que vende para sua (construtora|incorporadora|imobiliária)$/ },
  { path: '/servicos', h1: 'Serviços de marketing imobiliário com foco em resultado' },
  { path: '/contato', h1: 'Vamos conversar sobre o seu próximo resultado' },
  { path: '/marketing-digital-imobiliario', h1: 'Marketing Digital Imobiliário' },
  { path: '/blog', h1: 'Blog' },
  { path: '/blog/marketing-digital-imobiliario', h1: 'Marketing Digital Imobiliário: Guia Completo 2025' },
  { path: '/blog/geracao-de-leads', h1: 'Geração de Leads Imobiliários: 7 Estratégias Eficazes' },
  { path: '/blog/mercado-imobiliario-brasil', h1: 'Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025' },
  { path: '/blog/marketing-imobiliario-digital', h1: 'Marketing Imobiliário Digital: Transforme Leads em Vendas' },
  { path: '/obrigado', h1: 'Obrigado pela solicitação' },
  { path: '/agendamento', h1: 'Agende sua Consultoria Gratuita' },
  { path: '/cases', h1: 'Cases de sucesso no mercado imobiliário' },
  { path: '/politicas-privacidade', h1: 'Política de Privacidade' },
  { path: '/termos-uso', h1: 'Termos de Uso' },
];

export const ADMIN_ROUTES = ['/admin/login', '/admin/register', '/admin/forgot-password', '/admin/reset-password', '/admin/dashboard'];
