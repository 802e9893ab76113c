import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::editing-mark.editing-mark');
