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
    route('*', 'routes/not-found.tsx'),
  ]),
  // Client-only (SPA fallback), never prerendered, never indexed.
  layout('routes/admin/admin-layout.tsx', [
    ...prefix('admin', [
      route('login', 'routes/admin/login.tsx'),
      route('register', 'routes/admin/register.tsx'),
      route('forgot-password', 'routes/admin/forgot-password.tsx'),
      route('reset-password', 'routes/admin/reset-password.tsx'),
      route('dashboard', 'routes/admin/dashboard.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
