import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_MESSAGES,
  BULK_MAX,
  blocksToMarkdown,
  markdownToBlocks,
  readingTimeMinutes,
  type ArticleInput,
} from '@alicerce/domain';
import { resolveMediaUrls } from './media-urls';
import { assertSlugNotTrashed } from '../editing/trash';

const UID = 'api::article.article';
const PAGE_SIZE = 10;
const LIST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'published_date',
  'reading_time',
  'featured',
  'scheduled_at',
  'updatedAt',
  'version',
] as const;

const documents = (strapi: Core.Strapi) => strapi.documents(UID);

/** The stored fields of a (partial) dashboard input: the Markdown body as blocks, with its reading time. */
export async function storedFields(strapi: Core.Strapi, input: Partial<ArticleInput>, documentId?: string) {
  const { publication: _publication, scheduled_at: _scheduled, body, cover, related, ...plain } = input;
  const data: Record<string, unknown> = { ...plain };
  if (body !== undefined) Object.assign(data, { body: markdownToBlocks(body), reading_time: readingTimeMinutes(body) });
  if (cover !== undefined) {
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: cover }, select: ['id'] });
    if (!file) throw new errors.ValidationError('Imagem de capa não encontrada');
    data.cover = cover;
  }
  if (related !== undefined) {
    const wanted = related.filter((id) => id !== documentId);
    const found = await documents(strapi).findMany({ filters: { documentId: { $in: wanted } }, fields: ['documentId'] });
    const known = new Set(found.map((row) => row.documentId));
    data.related = wanted.filter((id) => known.has(id));
  }
  return data;
}

/** The slug is unique among articles (drafts included): a clash is a 400 with the pt-BR message. */
export async function assertSlugFree(strapi: Core.Strapi, slug: string | undefined, documentId?: string) {
  if (!slug) return;
  const clash = await documents(strapi).findFirst({ filters: { slug }, fields: ['documentId'] });
  if (clash && clash.documentId !== documentId) throw new errors.ValidationError(ARTICLE_MESSAGES.slugTaken);
  await assertSlugNotTrashed(strapi, UID, slug);
}

const publishedIds = async (strapi: Core.Strapi) =>
  (await documents(strapi).findMany({ status: 'published', fields: ['documentId'] })).map((row) => row.documentId);

const situation = (published: Set<string>, row: { documentId: string; scheduled_at?: unknown }) =>
  published.has(row.documentId) ? 'publicado' : row.scheduled_at ? 'agendado' : 'rascunho';

/**
 * `?busca=&categoria=&situacao=&pagina=`: one page of every article (its draft version), newest change first.
 * `tamanho` (up to BULK_MAX) is the page's size: the dashboard's 'Selecionar todos os N do filtro' reads one page of all.
 */
export async function listForEditor(strapi: Core.Strapi, query: Record<string, unknown>) {
  const published = await publishedIds(strapi);
  const and: object[] = [];
  const search = typeof query.busca === 'string' ? query.busca.trim() : '';
  if (search) and.push({ $or: [{ title: { $containsi: search } }, { slug: { $containsi: search } }, { excerpt: { $containsi: search } }] });
  if ((ARTICLE_CATEGORIES as readonly unknown[]).includes(query.categoria)) and.push({ category: query.categoria });
  if (query.situacao === 'publicado') and.push({ documentId: { $in: published } });
  if (query.situacao === 'agendado') and.push({ documentId: { $notIn: published } }, { scheduled_at: { $notNull: true } });
  if (query.situacao === 'rascunho') and.push({ documentId: { $notIn: published } }, { scheduled_at: { $null: true } });
  const filters = and.length ? { $and: and } : {};
  const page = Math.max(1, Number.parseInt(String(query.pagina ?? '1'), 10) || 1);
  const pageSize = Math.min(BULK_MAX, Math.max(1, Number.parseInt(String(query.tamanho ?? PAGE_SIZE), 10) || PAGE_SIZE));
  const [rows, total] = await Promise.all([
    documents(strapi).findMany({
      status: 'draft',
      filters,
      fields: [...LIST_FIELDS],
      populate: { cover: true },
      sort: [{ updatedAt: 'desc' }, { id: 'desc' }],
      limit: pageSize,
      start: (page - 1) * pageSize,
    }),
    documents(strapi).count({ status: 'draft', filters }),
  ]);
  const publishedSet = new Set(published);
  return {
    data: rows.map((row) => ({ ...row, cover: resolveMediaUrls(strapi, row.cover), situacao: situation(publishedSet, row) })),
    meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } },
  };
}

/** One article as the editor opens it: its draft, the body back in Markdown, related articles as id + title. */
export async function findForEditor(strapi: Core.Strapi, documentId: string) {
  const row = await documents(strapi).findOne({ documentId, populate: { cover: true, related: { fields: ['title', 'slug'] } } });
  if (!row) return null;
  const published = new Set(await publishedIds(strapi));
  return {
    ...row,
    body: blocksToMarkdown(row.body ?? []),
    cover: resolveMediaUrls(strapi, row.cover),
    situacao: situation(published, row),
  };
}
