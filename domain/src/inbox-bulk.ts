import { BOOKING_STATES } from './booking-calendar';
import { BULK_MAX } from './bulk-actions';
import { BOOKING_STATE_LABELS, LEAD_STATUS_LABELS, type InboxKind } from './inbox';
import { LEAD_STATUSES } from './lead';
import { z } from './zod';

/**
 * Bulk actions of Leads and Agendamentos (issue 57): `POST /api/inbox-bulk/<leads|bookings>` with
 * `{ action: 'status', status, rows }` or `{ action: 'erase', rows }`, admins only, up to BULK_MAX rows, all or none.
 *
 * - Each row carries the `updatedAt` the list showed (leads and bookings have no version): one changed since — a status,
 *   an outcome, an anonymisation — or gone refuses the whole request with 409 naming it, nothing changed.
 * - 'status' sets a lead's status or a booking's state; an outcome with a value stays one row at a time (Resultado).
 *   Confirming a cancelled booking whose slot someone else has taken since refuses the request.
 * - 'erase' is the LGPD erasure, not a delete: the personal fields of each row are replaced and the row stays (counts,
 *   dates, status, origin); its e-mail and phone are erased from the content's history too.
 * - One audit entry per row, without personal data: the subject and its documentId, the new status or 'Leads: 1…'.
 * - The export of a selection is the CSV export with `ids` (inboxFilterSchema), not a request here.
 */
export const INBOX_BULK_ACTIONS = ['status', 'erase'] as const;
export type InboxBulkAction = (typeof INBOX_BULK_ACTIONS)[number];

/** The statuses a bulk change may set, per list. */
export const INBOX_BULK_STATUSES: Record<InboxKind, readonly string[]> = { leads: LEAD_STATUSES, bookings: BOOKING_STATES };
export const INBOX_STATUS_LABELS: Record<InboxKind, Record<string, string>> = { leads: LEAD_STATUS_LABELS, bookings: BOOKING_STATE_LABELS };

const NOUNS: Record<InboxKind, { one: string; many: string; none: string }> = {
  leads: { one: 'lead', many: 'leads', none: 'Nenhum lead foi alterado' },
  bookings: { one: 'agendamento', many: 'agendamentos', none: 'Nenhum agendamento foi alterado' },
};
const counted = (kind: InboxKind, count: number) => `${count} ${count === 1 ? NOUNS[kind].one : NOUNS[kind].many}`;

export const INBOX_BULK_MESSAGES = {
  action: 'Ação em lote inválida para esta lista.',
  status: 'Escolha um status desta lista.',
  rows: `Escolha de 1 a ${BULK_MAX} registros de uma vez.`,
  row: 'Cada registro escolhido precisa do seu identificador e da data da última alteração mostrada na lista.',
  repeated: 'O mesmo registro foi escolhido duas vezes.',
  /** 409: a row changed (status, outcome, anonymisation) after the list was loaded. */
  stale: (kind: InboxKind, name: string) =>
    `${NOUNS[kind].none}: “${name}” foi alterado por outra pessoa depois que a lista foi carregada. Atualize a lista e tente de novo.`,
  /** 409: a row gone after the list was loaded. */
  missing: (kind: InboxKind, documentId: string) =>
    `${NOUNS[kind].none}: um dos registros escolhidos (${documentId}) não existe mais. Atualize a lista e tente de novo.`,
  /** 409: an anonymised row cannot take a status (its person asked to be forgotten). */
  anonymised: (kind: InboxKind) => `${NOUNS[kind].none}: um dos registros escolhidos foi anonimizado. Atualize a lista e tente de novo.`,
  /** 409: confirming a booking whose slot another confirmed booking holds (or two chosen on one slot). */
  slotTaken: (name: string, when: string) =>
    `Nenhum agendamento foi alterado: o horário de “${name}” (${when}) já tem outro agendamento confirmado. Escolha outro horário para ele, um por vez.`,
  /** 409: a slot confirmed by someone else between the check and the write (the database's unique slot refused it). */
  slotRace: 'Nenhum agendamento foi alterado: um dos horários acabou de ser confirmado em outro agendamento. Atualize a lista e tente de novo.',
} as const;

/** What the dashboard says once done ('3 leads marcados como Contatado.', '2 agendamentos anonimizados.'). */
export function inboxBulkDoneMessage(kind: InboxKind, action: InboxBulkAction, count: number, status?: string) {
  const plural = count === 1 ? '' : 's';
  if (action === 'erase') return `${counted(kind, count)} anonimizado${plural}.`;
  return `${counted(kind, count)} marcado${plural} como ${INBOX_STATUS_LABELS[kind][status ?? ''] ?? status}.`;
}

/** The one confirmation an erasure asks ('Anonimizar 3 leads?'), and what it says. */
export const inboxEraseQuestion = (kind: InboxKind, count: number) => `Anonimizar ${counted(kind, count)}?`;
export const INBOX_ERASE_TEXT =
  'Nome, e-mail, telefone, empresa e mensagem são apagados de vez, também do histórico de versões (LGPD, Art. 18). Ficam a data, o status e a origem, para as contagens. Não há como desfazer.';

const row = z.object(
  {
    documentId: z.string({ error: INBOX_BULK_MESSAGES.row }).regex(/^[A-Za-z0-9_-]{1,100}$/, INBOX_BULK_MESSAGES.row),
    updatedAt: z.iso.datetime({ offset: true, error: INBOX_BULK_MESSAGES.row }),
  },
  { error: INBOX_BULK_MESSAGES.row },
);
export type InboxBulkRow = z.infer<typeof row>;

const rows = z
  .array(row, { error: INBOX_BULK_MESSAGES.rows })
  .min(1, INBOX_BULK_MESSAGES.rows)
  .max(BULK_MAX, INBOX_BULK_MESSAGES.rows)
  .refine((list) => new Set(list.map((one) => one.documentId)).size === list.length, INBOX_BULK_MESSAGES.repeated);

/** The request of `kind`'s list: a status must be one of that list's. */
export const inboxBulkSchema = (kind: InboxKind) =>
  z.discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('status'),
        status: z
          .string({ error: INBOX_BULK_MESSAGES.status })
          .refine((value) => INBOX_BULK_STATUSES[kind].includes(value), INBOX_BULK_MESSAGES.status),
        rows,
      }),
      z.object({ action: z.literal('erase'), rows }),
    ],
    { error: INBOX_BULK_MESSAGES.action },
  );
export type InboxBulkRequest = z.infer<ReturnType<typeof inboxBulkSchema>>;

/** The answer: how many rows changed, and each row's `updatedAt` now. */
export type InboxBulkAnswer = { action: InboxBulkAction; changed: number; rows: Array<{ documentId: string; updatedAt: string }> };
