import { factories } from '@strapi/strapi';

const populate = { middlewares: ['api::team-member.team-member-populate'] };

export default factories.createCoreRouter('api::team-member.team-member', {
  config: { find: populate, findOne: populate },
});
