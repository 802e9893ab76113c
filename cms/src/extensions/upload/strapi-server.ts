import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { FOCAL_POINT_MESSAGE, focalPointOf, focalPointSchema, MEDIA_MESSAGES } from '@alicerce/domain';
import { allowedFormatOf, UPLOAD_NOT_ALLOWED_MESSAGE, type UploadCandidate } from '../../utils/upload-allow-list';
import { bufferOf, modernFormats, type Format, type SourceFile } from '../../utils/modern-formats';
import { ogFormat, storeFocalPoint } from '../../media/og-crop';
import { assertFileNotInUse } from '../../media/in-use-guard';
import { retiredPath } from '../../media/retired-files';
import { announceFileChange } from '../../media/site-notice';

/** What this extension replaces of the upload plugin: an object service and a factory one ({ strapi }) => service. */
type UploadPlugin = {
  services: {
    'image-manipulation': Core.Service & { generateResponsiveFormats(file: SourceFile): Promise<Array<Format | null>> };
    upload: (deps: { strapi: Core.Strapi }) => Core.Service;
  };
  controllers: { 'content-api': (deps: { strapi: Core.Strapi }) => Record<string, unknown> & { upload(ctx: Context): Promise<unknown> } };
};

/**
 * The focal point sent in `fileInfo` (content API: `POST /api/upload`, `?id=` to change it) is checked with the shared
 * rule before Strapi's own check, whose answer is English; the panel's routes keep Strapi's.
 */
function checkFocalPoint(body: unknown) {
  const raw = (body as { fileInfo?: unknown } | null)?.fileInfo;
  let infos: unknown = raw;
  if (typeof raw === 'string') {
    try {
      infos = JSON.parse(raw);
    } catch {
      return; // Strapi refuses it
    }
  }
  for (const info of Array.isArray(infos) ? infos : [infos]) {
    const point = (info as { focalPoint?: unknown } | null)?.focalPoint;
    if (point !== undefined && !focalPointSchema.safeParse(point).success) throw new errors.ValidationError(FOCAL_POINT_MESSAGE);
  }
}

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
  // Strapi's resized copies of a photo (same format as the upload), plus an AVIF and a WebP copy of each and of the
  // original, and its 1200×630 sharing image cut around its focal point (media/og-crop.ts).
  const images = plugin.services['image-manipulation'];
  plugin.services['image-manipulation'] = {
    ...images,
    async generateResponsiveFormats(file: SourceFile) {
      const formats = await images.generateResponsiveFormats(file);
      const source = await bufferOf(file);
      const og = await ogFormat(source, file);
      const { responsiveDimensions = false } = (await strapi.plugin('upload').service('upload').getSettings()) ?? {};
      const made = formats.filter((format): format is Format => Boolean(format));
      return [...formats, ...(responsiveDimensions ? await modernFormats(file, made, source) : []), ...(og ? [og] : [])];
    },
  };

  const contentApiFactory = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = (deps) => {
    const controller = contentApiFactory(deps);
    return {
      ...controller,
      async upload(ctx: Context) {
        checkFocalPoint(ctx.request.body);
        return controller.upload.call(this, ctx);
      },
    };
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
      async replace(id: unknown, input: { data?: { fileInfo?: Record<string, unknown> }; file: UploadCandidate }, opts?: unknown) {
        await checkFiles(input.file);
        // Strapi writes the request's focal point (none: null) over the file's: the picture keeps the one it had.
        const kept = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: Number(id) }, select: ['focalPoint'] })) as {
          focalPoint?: unknown;
        } | null;
        const fileInfo = input.data?.fileInfo ?? {};
        if (fileInfo.focalPoint == null && kept?.focalPoint)
          input = { ...input, data: { ...input.data, fileInfo: { ...fileInfo, focalPoint: kept.focalPoint } } };
        // Its sharing image is cut from the new bytes around that point, with the other formats (media/og-crop.ts).
        const replaced = await service.replace(id, input, opts);
        await announceFileChange(strapi, id);
        return replaced;
      },
      // An alt text or focal point changed once shows on every page using the file without its own: those pages are
      // rebuilt too. A new focal point is stored with the sharing image cut around it, before the rest (media/og-crop.ts).
      async updateFileInfo(id: unknown, info: { focalPoint?: unknown } | undefined, opts?: unknown) {
        const point = focalPointOf(info?.focalPoint);
        if (point && !(await storeFocalPoint(strapi, id, point))) throw new errors.NotFoundError(MEDIA_MESSAGES.notFound);
        const updated = await service.updateFileInfo(id, info, opts);
        await announceFileChange(strapi, id);
        return updated;
      },
      // The pickers' page (content API `GET /api/upload/files/page`) never offers a retired file (media/retired-files.ts);
      // the panel lists them in their folder.
      async findAndCountPage(query: { filters?: unknown } = {}) {
        const path = await retiredPath(strapi);
        const filters = path ? { $and: [query.filters ?? {}, { folderPath: { $ne: path } }] } : query.filters;
        return service.findAndCountPage({ ...query, filters });
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
