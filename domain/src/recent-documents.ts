import { PRESENCE_DOCUMENT_PATTERN } from './editing-presence';
import { ADMIN_ROLE_TYPE } from './enums';
import { z } from './zod';

/**
 * 'Abertos recentemente' (issue 57): the last documents a person opened in the dashboard's editors, kept by the CMS
 * per account (GET/POST /api/me/recent-documents), so the list follows them from one browser to another.
 */
export const RECENT_DOCUMENT_KINDS = [
  'case',
  'article',
  'page_content',
  'landing_page',
  'testimonial',
  'client',
  'team_member',
  'lead',
  'booking',
] as const;
export type RecentDocumentKind = (typeof RECENT_DOCUMENT_KINDS)[number];

/** Personal data: only an admin's opening is recorded, and only an admin's list shows them. */
export const ADMIN_RECENT_KINDS: readonly RecentDocumentKind[] = ['lead', 'booking'];

export const recentKindsFor = (roleType: string | null | undefined): RecentDocumentKind[] =>
  RECENT_DOCUMENT_KINDS.filter((kind) => roleType === ADMIN_ROLE_TYPE || !ADMIN_RECENT_KINDS.includes(kind));

/** What the list says each document is. */
export const RECENT_KIND_LABELS: Record<RecentDocumentKind, string> = {
  case: 'Case',
  article: 'Artigo',
  page_content: 'Seção de página',
  landing_page: 'Landing page',
  testimonial: 'Depoimento',
  client: 'Cliente',
  team_member: 'Pessoa do time',
  lead: 'Lead',
  booking: 'Agendamento',
};

export const RECENT_DOCUMENTS_LIMITS = {
  /** The list's length. */
  shown: 5,
  /** Rows kept per person: a few more than shown, so a document deleted since leaves room for the one before it. */
  kept: 20,
} as const;

export const RECENT_DOCUMENTS_MESSAGES = {
  kind: 'Tipo de documento inválido: envie "kind" com case, article, page_content, landing_page, testimonial, client, team_member, lead ou booking.',
  documentId: 'Identificador do documento inválido (até 100 letras, números, ".", ":", "-" ou "_").',
  adminOnly: 'Somente administradores abrem leads e agendamentos.',
  notFound: 'Documento não encontrado.',
} as const;

/** POST /api/me/recent-documents `{ kind, documentId }`: the caller opened this document's editor. */
export const recentDocumentInputSchema = z.object({
  kind: z.enum(RECENT_DOCUMENT_KINDS, { error: RECENT_DOCUMENTS_MESSAGES.kind }),
  documentId: z.string({ error: RECENT_DOCUMENTS_MESSAGES.documentId }).regex(PRESENCE_DOCUMENT_PATTERN, RECENT_DOCUMENTS_MESSAGES.documentId),
});
export type RecentDocumentInput = z.infer<typeof recentDocumentInputSchema>;

/** One entry of the list: what it is, its name, the dashboard path that opens it and when the caller opened it. */
export type RecentDocument = { kind: RecentDocumentKind; documentId: string; label: string; title: string; path: string; openedAt: string };
export type RecentDocumentsAnswer = { data: RecentDocument[] };
