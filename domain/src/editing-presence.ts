import { editTime } from './edit-versions';

/**
 * "Who is editing" (issue 51): an open editor sends a heartbeat; the CMS keeps one mark per browser tab and document
 * (cms/src/editing/presence.ts), so two replicas on one database agree. The numbers, in one place:
 * - a heartbeat every PRESENCE_HEARTBEAT_MS while the tab is visible and its person active: another person's mark
 *   (and a take-over) shows within one heartbeat, under 5 s;
 * - a mark is live while its last heartbeat is younger than PRESENCE_LIVE_MS (closing the tab releases it at once;
 *   a lost release, a hidden tab or a crash leaves it at most that long);
 * - after PRESENCE_IDLE_MS without input the heartbeat stops, so an idle tab's mark is gone within
 *   PRESENCE_IDLE_MS + PRESENCE_LIVE_MS = 5 min of the last input.
 */
export const PRESENCE_HEARTBEAT_MS = 3_000;
/** How long a mark lives after its last heartbeat. */
export const PRESENCE_LIVE_MS = 60_000;
/** How long a tab without input keeps its heartbeat going. */
export const PRESENCE_IDLE_MS = 4 * 60_000;

/** A browser tab's id: random, 8–64 letters, digits, '-' or '_'. */
export const PRESENCE_TAB_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** A document's id in a mark: its documentId (or a page section's natural key), up to 100 characters. */
export const PRESENCE_DOCUMENT_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
/** At most this many documents per list query. */
export const PRESENCE_LIST_MAX = 100;

/** Another tab's live mark on a document: who (display name only), since when, and whether it is the caller's own account. */
export type EditingMark = { name: string; since: string; sameAccount: boolean };

/**
 * The answer to a heartbeat: since when this tab holds its mark (null while watching or taken over), the other live
 * marks (oldest first), and who took this tab's editing over (and when), if anyone did. The oldest live mark holds the
 * document: a tab whose mark is newer than another's shows that other person's banner.
 */
export type PresenceAnswer = { since: string | null; marks: EditingMark[]; takenOver: { name: string; at: string } | null };

/** The list query's answer: per documentId, the live marks of other people. */
export type PresenceList = Record<string, EditingMark[]>;

export const EDITING_PRESENCE_MESSAGES = {
  /** 400s. */
  subject:
    'Tipo de conteúdo inválido: a marcação de edição vale para cases, artigos, seções de página, scripts do site, depoimentos, clientes, membros da equipe e landing pages.',
  documentId: 'Identificador do registro inválido (até 100 letras, números, ".", ":", "-" ou "_").',
  tab: 'Identificador da aba inválido (envie "tab" com 8 a 64 letras, números, "-" ou "_").',
  ids: `Lista de registros inválida: envie "ids" com até ${PRESENCE_LIST_MAX} identificadores separados por vírgula.`,
  /** 403 for a type that only admins write (the site's scripts). */
  adminOnly: 'Somente administradores alteram este conteúdo.',
  /** The banner of an editor opened while someone else edits. */
  editingSince: (mark: Pick<EditingMark, 'name' | 'since' | 'sameAccount'>, now?: Date) =>
    mark.sameAccount
      ? `Você está editando este registro em outra aba desde ${editTime(mark.since, now)}.`
      : `${mark.name} está editando desde ${editTime(mark.since, now)}.`,
  /** The banner of the editor whose editing someone took over. */
  takenOver: (name: string, at: string, now?: Date) =>
    `${name} assumiu a edição às ${editTime(at, now)}. Suas alterações não salvas ficaram guardadas neste navegador.`,
  /** A list row's mark. */
  listMark: (name: string) => `Em edição por ${name}`,
} as const;
