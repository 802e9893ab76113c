import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { allowedFormatOf, UPLOAD_NOT_ALLOWED_MESSAGE, type UploadCandidate } from '../../utils/upload-allow-list';
import { modernFormats, type Format, type SourceFile } from '../../utils/modern-formats';
import { assertFileNotInUse } from '../../media/in-use-guard';
import { announceFileChange } from '../../media/site-notice';

/** What this extension replaces of the upload plugin: an object service and a factory one ({ strapi }) => service. */
type UploadPlugin = {
  services: {
    'image-manipulation': Core.Service & { generateResponsiveFormats(file: SourceFile): Promise<Array<Format | null>> };
    upload: (deps: { strapi: Core.Strapi }) => Core.Service;
  };
};

/**
 * Every write of a file into the media library goes through the upload service's `upload` and `replace`: the
 * content API (`POST /api/upload`, `?id=` to replace), the panel's upload, replace and upload-from-URL routes,
 * and the seed. Each file of the request is checked against the allow list (utils/upload-allow-list.ts) before
 * anything is written; one refused file refuses the whole request (400, pt-BR), so nothing of it is stored.
 * An accepted file is stored with its format's MIME type, whatever the client declared.
 */
async function checkFiles(files: UploadCandidate | UploadCandidate[]) {
  const list = Array.isArray(files) ? files : [files];
  const refused: string[] = [];
  for (const file of list) {
    const format = file ? await allowedFormatOf(file) : null;
    if (!format) {
      refused.push(file?.originalFilename ?? '');
      continue;
    }
    Object.assign(file, { mimetype: format.mime, detectedMimeType: format.mime });
  }
  if (list.length === 0 || refused.length > 0) throw new errors.ValidationError(UPLOAD_NOT_ALLOWED_MESSAGE, { files: refused });
}

export default (plugin: UploadPlugin) => {
  // Strapi's resized copies of a photo (same format as the upload), plus an AVIF and a WebP copy of each and of the original.
  const images = plugin.services['image-manipulation'];
  plugin.services['image-manipulation'] = {
    ...images,
    async generateResponsiveFormats(file: SourceFile) {
      const formats = await images.generateResponsiveFormats(file);
      const { responsiveDimensions = false } = (await strapi.plugin('upload').service('upload').getSettings()) ?? {};
      return responsiveDimensions
        ? [
            ...formats,
            ...(await modernFormats(
              file,
              formats.filter((format): format is Format => Boolean(format)),
            )),
          ]
        : formats;
    },
  };

  const uploadFactory = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = uploadFactory(deps);
    return {
      ...service,
      async upload(input: { data: unknown; files: UploadCandidate | UploadCandidate[] }, opts?: unknown) {
        await checkFiles(input.files);
        return service.upload(input, opts);
      },
      async replace(id: unknown, input: { data: unknown; file: UploadCandidate }, opts?: unknown) {
        await checkFiles(input.file);
        // The same id and URL (Strapi keeps the stored hash): every reference still holds; the pages showing it are rebuilt.
        const replaced = await service.replace(id, input, opts);
        await announceFileChange(strapi, id);
        return replaced;
      },
      // An alt text changed once shows on every page using the file without its own: those pages are rebuilt too.
      async updateFileInfo(id: unknown, info: unknown, opts?: unknown) {
        const updated = await service.updateFileInfo(id, info, opts);
        await announceFileChange(strapi, id);
        return updated;
      },
      // Every delete (content API, the panel's one, many and folder deletes, 'Mídia') is refused while the file is in use.
      async remove(file: { id: number }) {
        await assertFileNotInUse(strapi, file);
        return service.remove(file);
      },
    };
  };
  return plugin;
};
