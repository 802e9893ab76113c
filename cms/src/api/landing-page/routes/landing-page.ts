import { factories } from '@strapi/strapi';

const query = { middlewares: ['api::landing-page.landing-page-query'] };

export default factories.createCoreRouter('api::landing-page.landing-page', {
  config: { find: query, findOne: query },
});
