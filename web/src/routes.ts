import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('site/routes/public-layout.tsx', [
    index('site/routes/home.tsx'),
    route('servicos', 'site/routes/services.tsx'),
    route('contato', 'site/routes/contact.tsx'),
    route('marketing-digital-imobiliario', 'site/routes/real-estate-marketing.tsx'),
    route('blog', 'site/routes/blog.tsx'),
    route('blog/:slug', 'site/routes/blog-article.tsx'),
    route('obrigado', 'site/routes/thank-you.tsx'),
    route('agendamento', 'site/routes/booking.tsx'),
    route('cases', 'site/routes/cases.tsx'),
    route('cases/:slug', 'site/routes/case-study.tsx'),
    route('politicas-privacidade', 'site/routes/privacy.tsx'),
    route('termos-uso', 'site/routes/terms.tsx'),
    // Campaign landing pages: variant a at /lp/<slug>, the hero's other variants as their own files (issue 31).
    route('lp/:slug', 'site/routes/landing-page.tsx', { id: 'landing-page' }),
    route('lp/:slug/__v/:variant', 'site/routes/landing-page.tsx', { id: 'landing-page-variant' }),
    // A launch's page leads its leads to its own thank-you (issue 54), not to /obrigado.
    route('lp/:slug/obrigado', 'site/routes/landing-thank-you.tsx'),
    // The page of an ended landing page, served with the status 410; never a page of its own.
    route('410', 'site/routes/gone.tsx'),
    route('*', 'site/routes/not-found.tsx'),
  ]),
  // Client-only (SPA fallback), never prerendered, never indexed.
  layout('admin/routes/auth-layout.tsx', [
    ...prefix('admin', [
      route('login', 'admin/routes/login.tsx'),
      route('register', 'admin/routes/register.tsx'),
      route('forgot-password', 'admin/routes/forgot-password.tsx'),
      route('reset-password', 'admin/routes/reset-password.tsx'),
    ]),
  ]),
  // The dashboard: an application of its own (src/admin), one URL per screen (src/admin/shell/screens.ts lists them;
  // a test holds that list and these routes together).
  ...prefix('admin/dashboard', [
    layout('admin/routes/dashboard/dashboard-layout.tsx', [
      index('admin/routes/dashboard/first-screen.tsx'),
      route('inicio', 'admin/routes/dashboard/home.tsx'),
      route('cases', 'admin/routes/dashboard/cases.tsx'),
      route('blog', 'admin/routes/dashboard/blog.tsx'),
      route('conteudo/:pagina?', 'admin/routes/dashboard/page-content.tsx'),
      route('prova-social/:tela?', 'admin/routes/dashboard/proof.tsx'),
      route('landing-pages', 'admin/routes/dashboard/landing-pages.tsx'),
      route('midia', 'admin/routes/dashboard/media.tsx'),
      // The full-page editors: a new record at …/novo, a stored one at its documentId (the nav marks the parent screen).
      // Their layout gives them the previews, drawn with the public site's components (src/previews: the root composes both wings).
      layout('previews/previews-layout.tsx', [
        route('cases/novo', 'admin/routes/dashboard/case-editor.tsx', { id: 'case-new' }),
        route('cases/:id', 'admin/routes/dashboard/case-editor.tsx', { id: 'case-edit' }),
        route('blog/novo', 'admin/routes/dashboard/article-editor.tsx', { id: 'article-new' }),
        route('blog/:id', 'admin/routes/dashboard/article-editor.tsx', { id: 'article-edit' }),
        route('conteudo/:pagina/nova', 'admin/routes/dashboard/section-editor.tsx', { id: 'section-new' }),
        route('conteudo/:pagina/:secao', 'admin/routes/dashboard/section-editor.tsx', { id: 'section-edit' }),
        route('prova-social/:tela/novo', 'admin/routes/dashboard/proof-editor.tsx', { id: 'proof-new' }),
        route('prova-social/:tela/:id', 'admin/routes/dashboard/proof-editor.tsx', { id: 'proof-edit' }),
        route('landing-pages/novo', 'admin/routes/dashboard/landing-page-editor.tsx', { id: 'landing-page-new' }),
        route('landing-pages/:id', 'admin/routes/dashboard/landing-page-editor.tsx', { id: 'landing-page-edit' }),
      ]),
      route('lixeira', 'admin/routes/dashboard/trash.tsx'),
      route('leads', 'admin/routes/dashboard/leads.tsx'),
      route('agendamentos', 'admin/routes/dashboard/bookings.tsx'),
      route('resultados', 'admin/routes/dashboard/results.tsx'),
      route('envios', 'admin/routes/dashboard/outbox.tsx'),
      route('equipe', 'admin/routes/dashboard/team.tsx'),
      route('configuracoes', 'admin/routes/dashboard/settings.tsx'),
      route('webhooks', 'admin/routes/dashboard/webhooks.tsx'),
      route('lgpd', 'admin/routes/dashboard/lgpd.tsx'),
      route('auditoria', 'admin/routes/dashboard/audit.tsx'),
      route('verificacao-em-duas-etapas', 'admin/routes/dashboard/second-factor.tsx'),
      route('sessoes', 'admin/routes/dashboard/sessions.tsx'),
      // Any other address under the dashboard: its own not-found inside its frame, not the public 404.
      route('*', 'admin/routes/dashboard/not-found.tsx', { id: 'dashboard-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
