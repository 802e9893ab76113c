import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::company.company', { only: ['find', 'update'] });
