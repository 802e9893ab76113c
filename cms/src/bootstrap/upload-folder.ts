import type { Core } from '@strapi/strapi';

/**
 * Creates the media library's "API Uploads" folder at start. Strapi creates it lazily on the first upload
 * through the REST API, and several first uploads at once (a gallery dropped in the dashboard) race on its
 * unique path: all but one failed with 500.
 */
export async function ensureApiUploadFolder(strapi: Core.Strapi) {
  await strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder();
}
