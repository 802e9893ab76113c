import { factories } from '@strapi/strapi';

const populate = { middlewares: ['api::testimonial.testimonial-populate'] };

export default factories.createCoreRouter('api::testimonial.testimonial', {
  config: { find: populate, findOne: populate },
});
