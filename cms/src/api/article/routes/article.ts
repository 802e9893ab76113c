import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::article.article', {
  only: ['find', 'create', 'update', 'delete'],
  config: { find: { middlewares: [{ name: 'api::article.article-query', config: { withBody: false } }] } },
});
