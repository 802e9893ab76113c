import { EDITING_PRESENCE_MESSAGES as M, PRESENCE_DOCUMENT_PATTERN, PRESENCE_LIST_MAX, PRESENCE_TAB_PATTERN } from '@alicerce/domain';
import { EDITABLE_TYPES, uidOfSubject } from './editable-types';

/** A presence request's input, checked: the subject, the document, the tab — or the pt-BR message of what is wrong. */
export type PresenceInput<T> = { ok: true; value: T } | { ok: false; message: string };

/** The subject ('case', …) when it is an editable type, with whether only admins write it. */
export function presenceSubject(subject: unknown): PresenceInput<{ subject: string; adminOnly: boolean }> {
  const uid = typeof subject === 'string' ? uidOfSubject(subject) : undefined;
  return uid
    ? { ok: true, value: { subject: subject as string, adminOnly: Boolean(EDITABLE_TYPES[uid].adminOnly) } }
    : { ok: false, message: M.subject };
}

/** A documentId (or a page section's natural key). */
export const presenceDocument = (value: unknown): PresenceInput<string> =>
  typeof value === 'string' && PRESENCE_DOCUMENT_PATTERN.test(value) ? { ok: true, value } : { ok: false, message: M.documentId };

/** A browser tab's random id. */
export const presenceTab = (value: unknown): PresenceInput<string> =>
  typeof value === 'string' && PRESENCE_TAB_PATTERN.test(value) ? { ok: true, value } : { ok: false, message: M.tab };

/** The list query's `ids` (comma-separated, at most PRESENCE_LIST_MAX); null when absent (the whole type). */
export function presenceIds(value: unknown): PresenceInput<string[] | null> {
  if (value === undefined) return { ok: true, value: null };
  const ids = typeof value === 'string' ? value.split(',').filter(Boolean) : [];
  const valid = typeof value === 'string' && ids.length <= PRESENCE_LIST_MAX && ids.every((id) => PRESENCE_DOCUMENT_PATTERN.test(id));
  return valid ? { ok: true, value: [...new Set(ids)] } : { ok: false, message: M.ids };
}
