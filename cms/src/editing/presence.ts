import type { Core } from '@strapi/strapi';
import { PRESENCE_LIVE_MS, type EditingMark, type PresenceAnswer, type PresenceList } from '@alicerce/domain';
import type { AuditActor } from '../utils/audit-log';

/**
 * "Who is editing" (issue 51): one `editing_marks` row per browser tab with an editor open on a document, kept in the
 * database so every replica answers the same. A mark is live while its last heartbeat (seen_at) is younger than
 * PRESENCE_LIVE_MS and nobody took it over; stale rows are ignored and purged on the way (at most once a minute per
 * process). Only display names ever leave this module.
 */
const MARKS = 'api::editing-mark.editing-mark';
const PURGE_EVERY_MS = 60_000;

/** One document's marks: the editable subject ('case') and its documentId. */
export type PresenceTarget = { subject: string; documentId: string };
type Row = {
  id: number;
  actor_key: string;
  actor_name: string;
  tab_id: string;
  subject_id: string;
  since: string | Date;
  taken_over_by_name: string | null;
  taken_at: string | Date | null;
};

/** The name others see: the account's name, never an e-mail (accounts named by their e-mail show its part before '@'). */
export const displayName = (actor: AuditActor) => actor.name.split('@')[0].slice(0, 255) || 'Outra pessoa';

const iso = (value: string | Date | number) => new Date(value).toISOString();
const liveAfter = () => new Date(Date.now() - PRESENCE_LIVE_MS);
const marks = (strapi: Core.Strapi) => strapi.db.query(MARKS);
const where = ({ subject, documentId }: PresenceTarget) => ({ subject_type: subject, subject_id: documentId });

let lastPurge = 0;
/** Deletes every stale mark, at most once per PURGE_EVERY_MS in this process (any replica's purge serves all). */
async function purgeStale(strapi: Core.Strapi) {
  if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = Date.now();
  await marks(strapi).deleteMany({ where: { seen_at: { $lt: liveAfter() } } });
}

/** The tab's own rows on the document (normally one). */
const ownRows = (strapi: Core.Strapi, target: PresenceTarget, actor: AuditActor, tab: string): Promise<Row[]> =>
  marks(strapi).findMany({ where: { ...where(target), actor_key: actor.key, tab_id: tab } });

const asMark = (row: Row, actor: AuditActor): EditingMark => ({
  name: row.actor_name,
  since: iso(row.since),
  sameAccount: row.actor_key === actor.key,
});

/** The live marks on the document other than this tab's (another person's, or this person's other tabs), oldest first. */
async function otherMarks(strapi: Core.Strapi, target: PresenceTarget, actor: AuditActor, tab: string): Promise<EditingMark[]> {
  const rows: Row[] = await marks(strapi).findMany({
    where: { ...where(target), seen_at: { $gt: liveAfter() }, taken_at: { $null: true } },
    orderBy: { since: 'asc' },
  });
  const seen = new Set<string>();
  return rows
    .filter((row) => !(row.actor_key === actor.key && row.tab_id === tab))
    .filter((row) => !seen.has(`${row.actor_key} ${row.tab_id}`) && Boolean(seen.add(`${row.actor_key} ${row.tab_id}`)))
    .map((row) => asMark(row, actor));
}

/**
 * A heartbeat: creates or refreshes this tab's mark — or, `watching` (a tab open read-only or deciding), removes it —
 * and answers the other live marks and whether this tab's editing was taken over (by whom, when). A taken-over mark
 * is not refreshed: it expires.
 */
export async function heartbeat(
  strapi: Core.Strapi,
  target: PresenceTarget,
  actor: AuditActor,
  tab: string,
  watching: boolean,
): Promise<PresenceAnswer> {
  await purgeStale(strapi);
  const mine = await ownRows(strapi, target, actor, tab);
  const taken = mine.find((row) => row.taken_at);
  const now = new Date();
  let since: string | null = null;
  if (watching) {
    if (mine.length) await marks(strapi).deleteMany({ where: { id: { $in: mine.map((row) => row.id) } } });
  } else if (!taken && mine.length) {
    await marks(strapi).updateMany({ where: { id: { $in: mine.map((row) => row.id) } }, data: { seen_at: now } });
    since = iso(mine[0].since);
  } else if (!taken) {
    await marks(strapi).create({
      data: { ...where(target), actor_key: actor.key, actor_name: displayName(actor), tab_id: tab, since: now, seen_at: now },
    });
    since = now.toISOString();
  }
  return {
    since,
    marks: await otherMarks(strapi, target, actor, tab),
    takenOver: taken ? { name: taken.taken_over_by_name ?? 'Outra pessoa', at: iso(taken.taken_at!) } : null,
  };
}

/** Removes this tab's mark (the editor closed, or the tab went away). */
export async function release(strapi: Core.Strapi, target: PresenceTarget, actor: AuditActor, tab: string): Promise<void> {
  await marks(strapi).deleteMany({ where: { ...where(target), actor_key: actor.key, tab_id: tab } });
}

/**
 * 'Assumir a edição': this tab becomes the editor (a fresh mark, any earlier take-over of it forgotten) and every
 * other live mark on the document is flagged as taken over by this person, now — their next heartbeat is told.
 */
export async function takeOver(strapi: Core.Strapi, target: PresenceTarget, actor: AuditActor, tab: string): Promise<PresenceAnswer> {
  const now = new Date();
  await release(strapi, target, actor, tab);
  await marks(strapi).create({
    data: { ...where(target), actor_key: actor.key, actor_name: displayName(actor), tab_id: tab, since: now, seen_at: now },
  });
  const others: Row[] = await marks(strapi).findMany({ where: { ...where(target), seen_at: { $gt: liveAfter() }, taken_at: { $null: true } } });
  const flagged = others.filter((row) => !(row.actor_key === actor.key && row.tab_id === tab)).map((row) => row.id);
  if (flagged.length)
    await marks(strapi).updateMany({ where: { id: { $in: flagged } }, data: { taken_over_by_name: displayName(actor), taken_at: now } });
  return { since: now.toISOString(), marks: await otherMarks(strapi, target, actor, tab), takenOver: null };
}

/** For the lists: which of `ids` (every document of the type when none are named) other people are editing now, and who. */
export async function editingNow(strapi: Core.Strapi, subject: string, actor: AuditActor, ids: string[] | null): Promise<PresenceList> {
  const rows: Row[] = await marks(strapi).findMany({
    where: {
      subject_type: subject,
      ...(ids ? { subject_id: { $in: ids } } : {}),
      actor_key: { $ne: actor.key },
      seen_at: { $gt: liveAfter() },
      taken_at: { $null: true },
    },
    orderBy: { since: 'asc' },
    limit: 500,
  });
  const list: PresenceList = {};
  for (const row of rows) {
    const document = (list[row.subject_id] ??= []);
    if (!document.some((mark) => mark.name === row.actor_name)) document.push(asMark(row, actor));
  }
  return list;
}
