import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('servicos', 'routes/services.tsx'),
    route('contato', 'routes/contact.tsx'),
    route('marketing-digital-imobiliario', 'routes/real-estate-marketing.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-article.tsx'),
    route('obrigado', 'routes/thank-you.tsx'),
    route('agendamento', 'routes/booking.tsx'),
    route('cases', 'routes/cases.tsx'),
    route('cases/:slug', 'routes/case-study.tsx'),
    route('politicas-privacidade', 'routes/privacy.tsx'),
    route('termos-uso', 'routes/terms.tsx'),
    // Campaign landing pages: variant a at /lp/<slug>, the hero's other variants as their own files (issue 31).
    route('lp/:slug', 'routes/landing-page.tsx', { id: 'landing-page' }),
    route('lp/:slug/__v/:variant', 'routes/landing-page.tsx', { id: 'landing-page-variant' }),
    // The page of an ended landing page, served with the status 410; never a page of its own.
    route('410', 'routes/gone.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Client-only (SPA fallback), never prerendered, never indexed.
  layout('routes/admin/admin-layout.tsx', [
    ...prefix('admin', [
      route('login', 'routes/admin/login.tsx'),
      route('register', 'routes/admin/register.tsx'),
      route('forgot-password', 'routes/admin/forgot-password.tsx'),
      route('reset-password', 'routes/admin/reset-password.tsx'),
    ]),
  ]),
  // The dashboard: an application of its own (src/admin), one URL per screen (src/admin/shell/screens.ts lists them;
  // a test holds that list and these routes together).
  ...prefix('admin/dashboard', [
    layout('routes/admin/dashboard/layout.tsx', [
      index('routes/admin/dashboard/index.tsx'),
      route('cases', 'routes/admin/dashboard/cases.tsx'),
      // The full-page editors: a new record at …/novo, a stored one at its documentId (the nav marks the parent screen).
      route('cases/novo', 'routes/admin/dashboard/case-editor.tsx', { id: 'case-new' }),
      route('cases/:id', 'routes/admin/dashboard/case-editor.tsx', { id: 'case-edit' }),
      route('blog', 'routes/admin/dashboard/blog.tsx'),
      route('blog/novo', 'routes/admin/dashboard/article-editor.tsx', { id: 'article-new' }),
      route('blog/:id', 'routes/admin/dashboard/article-editor.tsx', { id: 'article-edit' }),
      route('conteudo/:pagina?', 'routes/admin/dashboard/conteudo.tsx'),
      route('conteudo/:pagina/nova', 'routes/admin/dashboard/section-editor.tsx', { id: 'section-new' }),
      route('conteudo/:pagina/:secao', 'routes/admin/dashboard/section-editor.tsx', { id: 'section-edit' }),
      route('prova-social/:tela?', 'routes/admin/dashboard/prova-social.tsx'),
      route('prova-social/:tela/novo', 'routes/admin/dashboard/proof-editor.tsx', { id: 'proof-new' }),
      route('prova-social/:tela/:id', 'routes/admin/dashboard/proof-editor.tsx', { id: 'proof-edit' }),
      route('landing-pages', 'routes/admin/dashboard/landing-pages.tsx'),
      route('landing-pages/novo', 'routes/admin/dashboard/landing-page-editor.tsx', { id: 'landing-page-new' }),
      route('landing-pages/:id', 'routes/admin/dashboard/landing-page-editor.tsx', { id: 'landing-page-edit' }),
      route('lixeira', 'routes/admin/dashboard/lixeira.tsx'),
      route('leads', 'routes/admin/dashboard/leads.tsx'),
      route('agendamentos', 'routes/admin/dashboard/agendamentos.tsx'),
      route('resultados', 'routes/admin/dashboard/resultados.tsx'),
      route('envios', 'routes/admin/dashboard/envios.tsx'),
      route('equipe', 'routes/admin/dashboard/equipe.tsx'),
      route('configuracoes', 'routes/admin/dashboard/configuracoes.tsx'),
      route('webhooks', 'routes/admin/dashboard/webhooks.tsx'),
      route('lgpd', 'routes/admin/dashboard/lgpd.tsx'),
      route('auditoria', 'routes/admin/dashboard/auditoria.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
