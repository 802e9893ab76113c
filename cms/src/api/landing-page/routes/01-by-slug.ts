const query = { middlewares: ['api::landing-page.landing-page-query'] };

/** One page by its address, and a draft copy of a page (domain/src/landing-page.ts: the REST contract). */
export default {
  routes: [
    { method: 'GET', path: '/landing-pages/by-slug/:slug', handler: 'api::landing-page.landing-page.findBySlug', config: query },
    { method: 'POST', path: '/landing-pages/:id/duplicate', handler: 'api::landing-page.landing-page.duplicate' },
  ],
};
