import type { Core, UID } from '@strapi/strapi';
import {
  INBOX_SEARCH_FIELDS,
  PAGE_LABELS,
  SEARCH_GROUP_LABELS,
  SEARCH_LIMITS,
  formatPhoneBr,
  looksLikePhone,
  paths,
  phoneSearchKey,
  sectionLabel,
  type PageSlug,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
} from '@alicerce/domain';
import { idsByPhoneKey, type PhoneKeyedTable } from '../../../search/phone-key';

/**
 * The dashboard's global search (issue 57): each group the caller may read (the controller decides which), its first
 * SEARCH_LIMITS.perGroup hits with a title, a line of context and the dashboard path that opens it. Content is read
 * through the document service (drafts and unpublished rows included: only editors and admins reach this); leads and
 * bookings through the query engine, by the inbox's indexed search (name, e-mail, phone, company) and by the phone's
 * digits (search/phone-key.ts).
 */

type Row = Record<string, unknown>;
const LIMIT = SEARCH_LIMITS.perGroup;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const dashboard = (...segments: string[]) => [paths.admin.dashboard, ...segments.map(encodeURIComponent)].join('/');
const containsAny = (fields: string[], q: string) => ({ $or: fields.map((field) => ({ [field]: { $containsi: q } })) });
const line = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' · ');
const published = (row: Row) => (row.is_published ? 'Publicado' : 'Não publicado');
const day = (value: unknown) => (value ? new Date(String(value)).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '');

/** A group's hits: `limit + 1` rows were read, so `more` says whether the screen's own list has others. */
const grouped = (rows: Row[], hit: (row: Row) => SearchHit) => ({ hits: rows.slice(0, LIMIT).map(hit), more: rows.length > LIMIT });

async function documents(strapi: Core.Strapi, uid: UID.ContentType, fields: string[], q: string, extra: Record<string, unknown> = {}) {
  return (await strapi.documents(uid).findMany({
    filters: containsAny(fields, q),
    sort: 'updatedAt:desc',
    limit: LIMIT + 1,
    ...extra,
  } as never)) as unknown as Row[];
}

const cases = async (strapi: Core.Strapi, q: string) =>
  grouped(await documents(strapi, 'api::case.case', ['title', 'client_name', 'slug'], q), (row) => ({
    id: str(row.documentId),
    title: str(row.title),
    context: line(row.client_name, published(row)),
    path: dashboard('cases', str(row.documentId)),
  }));

/** Every article, drafts and scheduled ones too: the draft version is the one the editor opens. */
const articles = async (strapi: Core.Strapi, q: string) =>
  grouped(await documents(strapi, 'api::article.article', ['title', 'slug', 'excerpt'], q, { status: 'draft' }), (row) => ({
    id: str(row.documentId),
    title: str(row.title),
    context: line(paths.article(str(row.slug)), row.scheduled_at ? `Agendado para ${day(row.scheduled_at)}` : ''),
    path: dashboard('blog', str(row.documentId)),
  }));

const landingPages = async (strapi: Core.Strapi, q: string) =>
  grouped(await documents(strapi, 'api::landing-page.landing-page', ['title', 'slug'], q), (row) => ({
    id: str(row.documentId),
    title: str(row.title),
    context: line(paths.landingPage(str(row.slug)), published(row), row.ends_at ? `Termina em ${day(row.ends_at)}` : ''),
    path: dashboard('landing-pages', str(row.documentId)),
  }));

/** The page sections are a few dozen rows: their names and texts are matched here, accents and case folded. */
const SECTIONS_READ_MAX = 500;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
async function sections(strapi: Core.Strapi, q: string) {
  const rows = (await strapi.documents('api::page-content.page-content').findMany({
    fields: ['page_slug', 'section_key', 'content'],
    sort: 'page_slug:asc',
    limit: SECTIONS_READ_MAX,
  } as never)) as unknown as Row[];
  const wanted = fold(q);
  const name = (row: Row) => `${sectionLabel(str(row.section_key))} — ${PAGE_LABELS[str(row.page_slug) as PageSlug] ?? str(row.page_slug)}`;
  const found = rows.filter((row) => fold(`${name(row)} ${str(row.section_key)} ${JSON.stringify(row.content ?? '')}`).includes(wanted));
  return grouped(found, (row) => {
    const content = (row.content ?? {}) as Row;
    return {
      id: str(row.documentId),
      title: name(row),
      context: line(content.title ?? content.headline ?? content.heading, str(row.section_key)),
      path: dashboard('conteudo', str(row.page_slug), str(row.section_key)),
    };
  });
}

/** Testimonials, client logos and the team, as one group ('Prova social'), each opening in its own list's editor. */
const PROOF = [
  {
    uid: 'api::testimonial.testimonial',
    screen: 'depoimentos',
    fields: ['author_name', 'company', 'quote'],
    title: 'author_name',
    kind: 'Depoimento',
  },
  { uid: 'api::client.client', screen: 'clientes', fields: ['name'], title: 'name', kind: 'Cliente' },
  { uid: 'api::team-member.team-member', screen: 'time', fields: ['name', 'job_title'], title: 'name', kind: 'Time' },
] as const;
async function proof(strapi: Core.Strapi, q: string) {
  const hits: SearchHit[] = [];
  let more = false;
  for (const type of PROOF) {
    const rows = await documents(strapi, type.uid, [...type.fields], q);
    for (const row of rows) {
      if (hits.length === LIMIT) {
        more = true;
        break;
      }
      hits.push({
        id: str(row.documentId),
        title: str(row[type.title]),
        context: line(type.kind, row.job_title ?? row.company, published(row)),
        path: dashboard('prova-social', type.screen, str(row.documentId)),
      });
    }
    if (more) break;
  }
  return { hits, more };
}

/**
 * Leads or bookings (not anonymised): a query that looks like a phone finds those whose phone ends with its digits
 * (with or without +55 or the area code); any other, the inbox search's matches (name, e-mail, phone as stored,
 * company), newest first.
 */
async function inbox(strapi: Core.Strapi, table: PhoneKeyedTable, q: string) {
  const uid = table === 'leads' ? 'api::lead.lead' : 'api::booking.booking';
  const rows = strapi.db.query(uid);
  const phone = looksLikePhone(q);
  const ids = phone ? await idsByPhoneKey(strapi, table, phoneSearchKey(q), LIMIT + 1) : [];
  const select = ['id', 'documentId', 'name', 'email', 'phone', 'createdAt', ...(table === 'bookings' ? ['date', 'time'] : [])];
  const byPhone = ids.length ? ((await rows.findMany({ where: { id: { $in: ids } }, select, orderBy: [{ createdAt: 'desc' }] })) as Row[]) : [];
  // A phone is answered by its key alone: its digits' trigrams are in every stored phone, so PostgreSQL's planner
  // walked the created_at index through all 200 000 rows looking for a LIKE no punctuated phone matches (bench:search, 720 ms p95).
  const byText = phone
    ? []
    : ((await rows.findMany({
        // Exactly the inbox's $or (domain inboxWhere), which bootstrap/inbox-search.ts answers from its index.
        where: { $and: [{ $or: INBOX_SEARCH_FIELDS.map((field) => ({ [field]: { $containsi: q } })) }, { anonymised_at: { $null: true } }] },
        select,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: LIMIT + 1,
      })) as Row[]);
  const seen = new Set<unknown>();
  const found = [...byPhone, ...byText].filter((row) => !seen.has(row.id) && seen.add(row.id));
  const screen = table === 'leads' ? 'leads' : 'agendamentos';
  return grouped(found, (row) => ({
    id: str(row.documentId),
    title: str(row.name),
    context: line(
      row.email,
      formatPhoneBr(str(row.phone)),
      table === 'leads' ? `Recebido em ${day(row.createdAt)}` : `${str(row.date).split('-').reverse().join('/')} às ${str(row.time)}`,
    ),
    path: `${dashboard(screen)}?abrir=${encodeURIComponent(str(row.documentId))}`,
  }));
}

const SEARCHES: Record<SearchGroup, (strapi: Core.Strapi, q: string) => Promise<{ hits: SearchHit[]; more: boolean }>> = {
  cases,
  articles,
  sections,
  landingPages,
  proof,
  leads: (strapi, q) => inbox(strapi, 'leads', q),
  bookings: (strapi, q) => inbox(strapi, 'bookings', q),
};

/** The groups asked for, in SEARCH_GROUPS order, empty ones left out. */
export async function globalSearch(strapi: Core.Strapi, q: string, groups: SearchGroup[]): Promise<SearchAnswer> {
  const answers = await Promise.all(
    groups.map(async (group) => ({ group, label: SEARCH_GROUP_LABELS[group], ...(await SEARCHES[group](strapi, q)) })),
  );
  return { data: answers.filter((answer) => answer.hits.length > 0) };
}
