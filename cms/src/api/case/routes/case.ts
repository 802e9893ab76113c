import { factories } from '@strapi/strapi';

const populate = { middlewares: ['api::case.case-populate'] };

export default factories.createCoreRouter('api::case.case', {
  config: {
    find: populate,
    findOne: populate,
  },
});
