import { editTime } from './edit-versions';
import { z } from './zod';

/**
 * Bulk actions of the dashboard's lists (issue 57): one request changes up to BULK_MAX rows of one type, all or none.
 *
 * - `POST /api/bulk/<subject>` `{ action, rows: [{ documentId, version }] }` — each row carries the version the list
 *   showed; every row goes through the version check of a single save (cms/src/editing), in one transaction: one row
 *   saved by someone else since (or gone) refuses the whole request with 409 and a message naming it, nothing changed.
 * - One audit entry per row (the action on that row), one announcement to the site's rebuild receiver per request.
 * - Who may: the same people as a single save of that type (cases, articles, landing pages, proof items: editors and admins).
 * - An article's publish publishes it now (a scheduled one loses its date); its unpublish makes it a draft ('rascunho').
 */
export const BULK_MAX = 100;

/** The types with bulk actions, and the actions of each. */
export const BULK_SUBJECTS = {
  case: ['publish', 'unpublish', 'delete'],
  article: ['publish', 'unpublish', 'delete'],
  landing_page: ['publish', 'unpublish', 'delete'],
  testimonial: ['publish', 'unpublish', 'delete'],
  client: ['publish', 'unpublish', 'delete'],
  team_member: ['publish', 'unpublish', 'delete'],
} as const;
export type BulkSubject = keyof typeof BULK_SUBJECTS;
export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const isBulkSubject = (value: unknown): value is BulkSubject => typeof value === 'string' && Object.hasOwn(BULK_SUBJECTS, value);

/** How a type's rows are named in the messages (plural, the gender of 'nenhum' and of the participles). */
export const BULK_NOUNS: Record<BulkSubject, { one: string; many: string; none: string; female?: true }> = {
  case: { one: 'case', many: 'cases', none: 'Nenhum case' },
  article: { one: 'artigo', many: 'artigos', none: 'Nenhum artigo' },
  landing_page: { one: 'landing page', many: 'landing pages', none: 'Nenhuma landing page', female: true },
  testimonial: { one: 'depoimento', many: 'depoimentos', none: 'Nenhum depoimento' },
  client: { one: 'cliente', many: 'clientes', none: 'Nenhum cliente' },
  team_member: { one: 'pessoa do time', many: 'pessoas do time', none: 'Nenhuma pessoa do time', female: true },
};
/** 'Nenhum case foi alterado' / 'Nenhuma landing page foi alterada'. */
const noneChanged = (subject: BulkSubject) => `${BULK_NOUNS[subject].none} foi alterad${BULK_NOUNS[subject].female ? 'a' : 'o'}`;

/** The bulk bar's buttons. */
export const BULK_ACTION_LABELS: Record<BulkAction, string> = { publish: 'Publicar', unpublish: 'Despublicar', delete: 'Excluir' };
const DONE: Record<BulkAction, string> = { publish: 'publicad', unpublish: 'despublicad', delete: 'excluíd' };

/** What the dashboard says once a bulk action is done ('3 cases publicados.'). */
export function bulkDoneMessage(subject: BulkSubject, action: BulkAction, count: number) {
  const noun = BULK_NOUNS[subject];
  return `${count} ${count === 1 ? noun.one : noun.many} ${DONE[action]}${noun.female ? 'a' : 'o'}${count === 1 ? '' : 's'}.`;
}

export const BULK_MESSAGES = {
  subject: 'Este tipo de conteúdo não tem ações em lote.',
  action: 'Ação em lote inválida para este tipo de conteúdo.',
  rows: `Escolha de 1 a ${BULK_MAX} registros de uma vez.`,
  row: 'Cada registro escolhido precisa do seu identificador e da versão mostrada na lista.',
  repeated: 'O mesmo registro foi escolhido duas vezes.',
  /** 409: a row saved by someone after the list was loaded. */
  stale: (subject: BulkSubject, label: string, who: string | null, at: string | Date) =>
    `${noneChanged(subject)}: “${label}” foi salvo por ${who ?? 'outra pessoa'} às ${editTime(at)}, depois que a lista foi carregada. Atualize a lista e tente de novo.`,
  /** 409: a row deleted after the list was loaded. */
  missing: (subject: BulkSubject, documentId: string) =>
    `${noneChanged(subject)}: um dos registros escolhidos (${documentId}) não existe mais. Atualize a lista e tente de novo.`,
  /** 400: a row that cannot be published as it is (a landing page without its consent text…), with the rule's message. */
  invalid: (subject: BulkSubject, label: string, message: string) =>
    `${noneChanged(subject)}: “${label}” não pode ser publicad${BULK_NOUNS[subject].female ? 'a' : 'o'}. ${message}`,
} as const;

/** The one confirmation a bulk delete asks ('Excluir 3 cases?'). */
export const bulkDeleteQuestion = (subject: BulkSubject, count: number) =>
  `Excluir ${count} ${count === 1 ? BULK_NOUNS[subject].one : BULK_NOUNS[subject].many}?`;
export const BULK_DELETE_TEXT = 'Tudo vai para a Lixeira por 30 dias e pode ser restaurado de lá.';
/** The bar above the cap (the CMS refuses more: BULK_MAX). */
export const BULK_OVER_CAP = `Escolha até ${BULK_MAX} registros de uma vez.`;

const bulkRow = z.object(
  {
    documentId: z.string({ error: BULK_MESSAGES.row }).regex(/^[A-Za-z0-9_-]{1,100}$/, BULK_MESSAGES.row),
    version: z.number({ error: BULK_MESSAGES.row }).int(BULK_MESSAGES.row).positive(BULK_MESSAGES.row),
  },
  { error: BULK_MESSAGES.row },
);
export type BulkRow = z.infer<typeof bulkRow>;

export const bulkRequestSchema = z.object(
  {
    action: z.enum(BULK_ACTIONS, { error: BULK_MESSAGES.action }),
    rows: z
      .array(bulkRow, { error: BULK_MESSAGES.rows })
      .min(1, BULK_MESSAGES.rows)
      .max(BULK_MAX, BULK_MESSAGES.rows)
      .refine((rows) => new Set(rows.map((row) => row.documentId)).size === rows.length, BULK_MESSAGES.repeated),
  },
  { error: BULK_MESSAGES.rows },
);
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** The answer: how many rows changed, and each row's version now (none for a delete). */
export type BulkAnswer = { action: BulkAction; changed: number; rows: Array<{ documentId: string; version: number | null }> };

/**
 * Bulk resend of the outbox's deliveries (Envios): `POST /api/outbox-deliveries/resend` `{ ids }`, up to BULK_MAX
 * deliveries not yet delivered, all or none — one delivered (or gone) since the list was loaded refuses the request
 * with 409 naming it. Each goes out again now with its retries anew, one audit entry ('resent') each. Admins only.
 */
export const DELIVERY_RESEND_MESSAGES = {
  ids: `Escolha de 1 a ${BULK_MAX} envios de uma vez.`,
  repeated: 'O mesmo envio foi escolhido duas vezes.',
  missing: (id: number) => `Nenhum envio foi reenviado: o envio nº ${id} não existe mais. Atualize a lista e tente de novo.`,
  delivered: (id: number, recipient: string) =>
    `Nenhum envio foi reenviado: o envio nº ${id}${recipient ? ` (para ${recipient})` : ''} já foi entregue. Atualize a lista e tente de novo.`,
} as const;

export const deliveryResendSchema = z.object(
  {
    ids: z
      .array(z.number({ error: DELIVERY_RESEND_MESSAGES.ids }).int(DELIVERY_RESEND_MESSAGES.ids).positive(DELIVERY_RESEND_MESSAGES.ids), {
        error: DELIVERY_RESEND_MESSAGES.ids,
      })
      .min(1, DELIVERY_RESEND_MESSAGES.ids)
      .max(BULK_MAX, DELIVERY_RESEND_MESSAGES.ids)
      .refine((ids) => new Set(ids).size === ids.length, DELIVERY_RESEND_MESSAGES.repeated),
  },
  { error: DELIVERY_RESEND_MESSAGES.ids },
);

/** What the dashboard says once they are queued again ('3 envios reenviados.'). */
export const deliveriesResentMessage = (count: number) => (count === 1 ? '1 envio reenviado.' : `${count} envios reenviados.`);
