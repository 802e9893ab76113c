export default {
  routes: [
    {
      method: 'GET',
      path: '/articles/slug/:slug',
      handler: 'api::article.article.findBySlug',
      config: { middlewares: [{ name: 'api::article.article-query', config: { withBody: true } }] },
    },
  ],
};
