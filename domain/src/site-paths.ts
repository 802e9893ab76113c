// Every route of the site, shared by the site (links, prerender) and the CMS (e-mail links, the live sitemap).
export const paths = {
  home: '/',
  services: '/servicos',
  contact: '/contato',
  realEstateMarketing: '/marketing-digital-imobiliario',
  blog: '/blog',
  article: (slug: string) => `/blog/${slug}`,
  thankYou: '/obrigado',
  booking: '/agendamento',
  cases: '/cases',
  /** A case study's own page (also what the address bar shows while /cases has it open in its dialog). */
  caseStudy: (slug: string) => `/cases/${encodeURIComponent(slug)}`,
  privacy: '/politicas-privacidade',
  terms: '/termos-uso',
  /** A campaign landing page (issue 31); its other hero variants are files below it (landing-page.ts). */
  landingPage: (slug: string) => `/lp/${encodeURIComponent(slug)}`,
  admin: {
    login: '/admin/login',
    register: '/admin/register',
    forgotPassword: '/admin/forgot-password',
    resetPassword: '/admin/reset-password',
    dashboard: '/admin/dashboard',
  },
} as const;

/** The folder below a landing page that holds its other hero variants' files: /lp/<slug>/__v/<b|c> (landing-page.ts). */
export const LANDING_VARIANT_SEGMENT = '__v';

/** The page a served file stands for: a landing page's hero variant file counts as the page itself (/lp/<slug>). */
export const pagePathOf = (pathname: string) => pathname.replace(new RegExp(`^(/lp/[^/]+)/${LANDING_VARIANT_SEGMENT}/[^/]+/?$`), '$1');

/** Public pages known at build time (article pages are added from the article list). */
export const publicStaticPaths = [
  paths.home,
  paths.services,
  paths.contact,
  paths.realEstateMarketing,
  paths.blog,
  paths.thankYou,
  paths.booking,
  paths.cases,
  paths.privacy,
  paths.terms,
] as const;
