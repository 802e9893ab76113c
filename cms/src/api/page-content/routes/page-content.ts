import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page-content.page-content');
