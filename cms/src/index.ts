import type { Core } from '@strapi/strapi';
import { applyAuthSettings } from './bootstrap/auth-settings';
import { applyPermissions } from './bootstrap/permissions';
import { ensureUniqueIndexes } from './bootstrap/unique-indexes';
import { ensureApiUploadFolder } from './bootstrap/upload-folder';
import { seed } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureUniqueIndexes(strapi);
    await applyPermissions(strapi);
    await applyAuthSettings(strapi);
    await ensureApiUploadFolder(strapi);
    await seed(strapi);
  },
};
