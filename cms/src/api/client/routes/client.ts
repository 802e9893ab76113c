import { factories } from '@strapi/strapi';

const populate = { middlewares: ['api::client.client-populate'] };

export default factories.createCoreRouter('api::client.client', {
  config: { find: populate, findOne: populate },
});
