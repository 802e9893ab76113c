import type { Core, UID } from '@strapi/strapi';
import { RECENT_DOCUMENTS_LIMITS, RECENT_KIND_LABELS, paths, type RecentDocument, type RecentDocumentKind } from '@alicerce/domain';
import { EDITABLE_TYPES } from '../editing/editable-types';
import { forgetRecentRows, recentRowsOf, rememberOpened } from './table';

/**
 * 'Abertos recentemente' (issue 57): which document each kind is, how it is named and where the dashboard opens it.
 * The list is read back through the document service (content) or the query engine (leads and bookings, as the
 * inbox does), so a document deleted since, or a lead erased under the LGPD, is never listed.
 */
type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const dashboard = (...segments: string[]) => [paths.admin.dashboard, ...segments.map(encodeURIComponent)].join('/');

type Kind = { uid: UID.ContentType; title: (row: Row) => string; path: (row: Row) => string; read: 'documents' | 'inbox' };
const content = (uid: UID.ContentType, path: (row: Row) => string): Kind => ({
  uid,
  title: (row) => EDITABLE_TYPES[uid].label(row) ?? '',
  path,
  read: 'documents',
});
const byId =
  (...segments: string[]) =>
  (row: Row) =>
    dashboard(...segments, str(row.documentId));
const inbox = (uid: UID.ContentType, screen: string): Kind => ({
  uid,
  title: (row) => str(row.name),
  path: (row) => `${dashboard(screen)}?abrir=${encodeURIComponent(str(row.documentId))}`,
  read: 'inbox',
});

const KINDS: Record<RecentDocumentKind, Kind> = {
  case: content('api::case.case', byId('cases')),
  article: content('api::article.article', byId('blog')),
  page_content: content('api::page-content.page-content', (row) => dashboard('conteudo', str(row.page_slug), str(row.section_key))),
  landing_page: content('api::landing-page.landing-page', byId('landing-pages')),
  testimonial: content('api::testimonial.testimonial', byId('prova-social', 'depoimentos')),
  client: content('api::client.client', byId('prova-social', 'clientes')),
  team_member: content('api::team-member.team-member', byId('prova-social', 'time')),
  lead: inbox('api::lead.lead', 'leads'),
  booking: inbox('api::booking.booking', 'agendamentos'),
};

/** The documents of one kind that still exist (drafts included: the editor opens the draft), by documentId. */
async function existing(strapi: Core.Strapi, kind: RecentDocumentKind, ids: string[]): Promise<Map<string, Row>> {
  const type = KINDS[kind];
  const rows =
    type.read === 'inbox'
      ? ((await strapi.db.query(type.uid).findMany({
          where: { documentId: { $in: ids }, anonymised_at: { $null: true } },
          select: ['documentId', 'name'],
        })) as Row[])
      : ((await strapi.documents(type.uid).findMany({
          filters: { documentId: { $in: ids } },
          ...(kind === 'article' ? { status: 'draft' } : {}),
          limit: ids.length,
        } as never)) as unknown as Row[]);
  return new Map(rows.map((row) => [str(row.documentId), row]));
}

/** Whether the document exists (and, for a lead or booking, was not erased). */
export const documentExists = async (strapi: Core.Strapi, kind: RecentDocumentKind, documentId: string) =>
  (await existing(strapi, kind, [documentId])).has(documentId);

export const recordOpened = (strapi: Core.Strapi, userId: number, kind: RecentDocumentKind, documentId: string) =>
  rememberOpened(strapi, { user_id: userId, kind, document_id: documentId }, Date.now(), RECENT_DOCUMENTS_LIMITS.kept);

/**
 * The account's last RECENT_DOCUMENTS_LIMITS.shown documents of the kinds it may open, newest first; rows of documents
 * deleted since are forgotten on the way.
 */
export async function recentDocumentsOf(strapi: Core.Strapi, userId: number, kinds: readonly RecentDocumentKind[]): Promise<RecentDocument[]> {
  const rows = await recentRowsOf(strapi, userId, kinds);
  const found = new Map<string, Map<string, Row>>();
  for (const kind of new Set(rows.map((row) => row.kind as RecentDocumentKind)))
    found.set(
      kind,
      await existing(
        strapi,
        kind,
        rows.filter((row) => row.kind === kind).map((row) => row.document_id),
      ),
    );
  const gone = rows.filter((row) => !found.get(row.kind)?.has(row.document_id));
  if (gone.length) await forgetRecentRows(strapi, userId, gone);
  return rows
    .filter((row) => !gone.includes(row))
    .slice(0, RECENT_DOCUMENTS_LIMITS.shown)
    .map((row) => {
      const kind = row.kind as RecentDocumentKind;
      const doc = found.get(kind)!.get(row.document_id)!;
      return {
        kind,
        documentId: row.document_id,
        label: RECENT_KIND_LABELS[kind],
        title: KINDS[kind].title(doc),
        path: KINDS[kind].path(doc),
        openedAt: new Date(Number(row.opened_at)).toISOString(),
      };
    });
}
