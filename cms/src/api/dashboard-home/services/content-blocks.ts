import type { Core } from '@strapi/strapi';
import { HOME_ENDING_DAYS, HOME_LIST_LIMIT, PRESENCE_LIVE_MS, type HomeContent, type HomeDocument } from '@alicerce/domain';
import { EDITABLE_TYPES, uidOfSubject } from '../../../editing/editable-types';

/** The documents Início names (each has an editor URL of its own). */
const HOME_SUBJECTS: HomeDocument['subject'][] = ['case', 'article', 'landing_page'];

type Row = Record<string, unknown> & { documentId: string; title: string };
const iso = (value: unknown) => new Date(value as string).toISOString();
const DRAFTS = [
  { subject: 'case', uid: 'api::case.case', where: { is_published: false } },
  { subject: 'landing_page', uid: 'api::landing-page.landing-page', where: { is_published: false } },
] as const;

/** Unpublished cases and landing pages, and articles never published (the draft side of draft-and-publish). */
async function drafts(strapi: Core.Strapi): Promise<HomeContent['drafts']> {
  const lists: Array<HomeContent['drafts']> = await Promise.all([
    ...DRAFTS.map(async ({ subject, uid, where }) => {
      const query = strapi.db.query(uid);
      const [rows, total] = await Promise.all([
        query.findMany({ where, select: ['documentId', 'title', 'updatedAt'], orderBy: { updatedAt: 'desc' }, limit: HOME_LIST_LIMIT }),
        query.count({ where }),
      ]);
      return {
        total,
        items: (rows as Row[]).map((row) => ({ subject, documentId: row.documentId, title: row.title, updatedAt: iso(row.updatedAt) })),
      };
    }),
    articleDrafts(strapi),
  ]);
  const items = lists
    .flatMap((list) => list.items)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, HOME_LIST_LIMIT);
  return { total: lists.reduce((sum, list) => sum + list.total, 0), items };
}

/** Articles with a draft and no published version: the draft rows whose documentId has no published row. */
async function articleDrafts(strapi: Core.Strapi) {
  const articles = strapi.db.query('api::article.article');
  const published = new Set(
    ((await articles.findMany({ where: { publishedAt: { $notNull: true } }, select: ['documentId'] })) as Row[]).map((row) => row.documentId),
  );
  const rows = (await articles.findMany({
    where: { publishedAt: { $null: true } },
    select: ['documentId', 'title', 'updatedAt'],
    orderBy: { updatedAt: 'desc' },
  })) as Row[];
  const unpublished = rows.filter((row) => !published.has(row.documentId));
  return {
    total: unpublished.length,
    items: unpublished
      .slice(0, HOME_LIST_LIMIT)
      .map((row) => ({ subject: 'article' as const, documentId: row.documentId, title: row.title, updatedAt: iso(row.updatedAt) })),
  };
}

/** Articles scheduled to publish, and published landing pages ending within HOME_ENDING_DAYS, the soonest first. */
async function upcoming(strapi: Core.Strapi, now: Date) {
  const soon = new Date(now.getTime() + HOME_ENDING_DAYS * 86_400_000);
  const [articles, pages] = (await Promise.all([
    strapi.db.query('api::article.article').findMany({
      where: { publishedAt: { $null: true }, scheduled_at: { $gt: now } },
      select: ['documentId', 'title', 'scheduled_at'],
      orderBy: { scheduled_at: 'asc' },
      limit: HOME_LIST_LIMIT,
    }),
    strapi.db.query('api::landing-page.landing-page').findMany({
      where: { is_published: true, ends_at: { $gt: now, $lte: soon } },
      select: ['documentId', 'title', 'ends_at'],
      orderBy: { ends_at: 'asc' },
      limit: HOME_LIST_LIMIT,
    }),
  ])) as [Row[], Row[]];
  const item = (subject: HomeDocument['subject'], row: Row, at: unknown) => ({ subject, documentId: row.documentId, title: row.title, at: iso(at) });
  return {
    scheduled: articles.map((row) => item('article', row, row.scheduled_at)),
    endingSoon: pages.map((row) => item('landing_page', row, row.ends_at)),
  };
}

/** The documents with a live editing mark (issue 51), each with the display name of who has it open, the oldest first. */
async function editing(strapi: Core.Strapi, now: Date): Promise<HomeContent['editing']> {
  const marks = (await strapi.db.query('api::editing-mark.editing-mark').findMany({
    where: { seen_at: { $gt: new Date(now.getTime() - PRESENCE_LIVE_MS) }, taken_at: { $null: true }, subject_type: { $in: HOME_SUBJECTS } },
    select: ['subject_type', 'subject_id', 'actor_name', 'since'],
    orderBy: { since: 'asc' },
    limit: 50,
  })) as Array<{ subject_type: string; subject_id: string; actor_name: string; since: string }>;
  const seen = new Set<string>();
  const open = marks.filter(
    (mark) => !seen.has(`${mark.subject_type} ${mark.subject_id}`) && Boolean(seen.add(`${mark.subject_type} ${mark.subject_id}`)),
  );
  const named = await Promise.all(
    open.slice(0, HOME_LIST_LIMIT).map(async (mark) => {
      const uid = uidOfSubject(mark.subject_type);
      const doc = uid ? await strapi.db.query(uid as 'api::case.case').findOne({ where: { documentId: mark.subject_id } }) : null;
      const title = uid && doc ? EDITABLE_TYPES[uid].label(doc) : null;
      return title
        ? { subject: mark.subject_type as HomeDocument['subject'], documentId: mark.subject_id, title, by: mark.actor_name, since: iso(mark.since) }
        : null;
    }),
  );
  return named.filter((item) => item !== null);
}

/** Início's content blocks: what every team member (editor or admin) sees. */
export async function contentBlocks(strapi: Core.Strapi, now = new Date()): Promise<HomeContent> {
  const [draftList, { scheduled, endingSoon }, open] = await Promise.all([drafts(strapi), upcoming(strapi, now), editing(strapi, now)]);
  return { drafts: draftList, scheduled, endingSoon, editing: open };
}
