import type { Core } from '@strapi/strapi';
import { focalPointOf, isTooLarge, type MediaLibraryFile, type MediaLibraryList, type MediaLibraryQuery } from '@alicerce/domain';
import { buildUsageIndex, type IndexedFile } from '../../../media/usage-index';
import { retiredPath } from '../../../media/retired-files';

type StoredFile = IndexedFile & {
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  focalPoint: unknown;
  folderPath: string | null;
  createdAt: string | Date;
  formats: Record<string, { url?: string; size?: number } | null> | null;
};

const FIELDS = ['id', 'name', 'url', 'formats', 'mime', 'size', 'width', 'height', 'alternativeText', 'focalPoint', 'folderPath', 'createdAt'];
/** Case and accents do not matter to the search ('fachada' finds 'Fachada.JPG', 'acao' finds 'ação'). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * 'Mídia': one page of the library (newest first) with each file's places, cut by search and filter. The whole library
 * is read once (a few columns per file) with one usage index, so the unused filter and the counts cost no query per file.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list({ page, pageSize, q, filter }: MediaLibraryQuery): Promise<MediaLibraryList> {
    const files = (await strapi.db.query('plugin::upload.file').findMany({
      select: FIELDS,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })) as StoredFile[];
    const index = await buildUsageIndex(strapi, files);
    const search = q ? folded(q) : null;
    // A retired file (only older versions need it) has left the library; its bytes still count in the storage used.
    const retired = await retiredPath(strapi);
    const matching = files.filter((file) => {
      if (retired && file.folderPath === retired) return false;
      if (search && !folded(file.name).includes(search)) return false;
      if (filter === 'unused') return index.placesOf(file.id).length === 0;
      if (filter === 'no-alt') return !file.alternativeText?.trim();
      if (filter === 'too-large') return isTooLarge(file);
      return true;
    });
    const data: MediaLibraryFile[] = matching.slice((page - 1) * pageSize, page * pageSize).map((file) => ({
      id: file.id,
      name: file.name,
      url: file.url,
      thumbnailUrl: file.formats?.thumbnail?.url ?? file.url,
      previewUrl: file.formats?.medium?.url ?? file.formats?.small?.url ?? file.url,
      mime: file.mime,
      size: Number(file.size),
      width: file.width ?? null,
      height: file.height ?? null,
      alternativeText: file.alternativeText ?? null,
      focalPoint: focalPointOf(file.focalPoint),
      createdAt: new Date(file.createdAt).toISOString(),
      tooLarge: isTooLarge(file),
      places: index.placesOf(file.id),
    }));
    const kilobytes = files.reduce(
      (sum, file) => sum + Number(file.size) + Object.values(file.formats ?? {}).reduce((copies, format) => copies + Number(format?.size ?? 0), 0),
      0,
    );
    return {
      data,
      meta: {
        pagination: { page, pageSize, total: matching.length, pageCount: Math.ceil(matching.length / pageSize) },
        storage: { files: files.length, kilobytes: Math.round(kilobytes * 100) / 100 },
      },
    };
  },
});
