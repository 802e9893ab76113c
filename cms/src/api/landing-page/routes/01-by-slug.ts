const query = { middlewares: ['api::landing-page.landing-page-query'] };

/** One page by its address, a draft copy of a page, and a hero variant promoted (domain/src/landing-page.ts, landing-promote.ts). */
export default {
  routes: [
    { method: 'GET', path: '/landing-pages/by-slug/:slug', handler: 'api::landing-page.landing-page.findBySlug', config: query },
    { method: 'POST', path: '/landing-pages/:id/duplicate', handler: 'api::landing-page.landing-page.duplicate' },
    { method: 'POST', path: '/landing-pages/:id/promote', handler: 'api::landing-page.landing-page.promote' },
  ],
};
