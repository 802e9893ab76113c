import { getSession } from '@/shared/lib/session';

/**
 * Unsaved edits kept in this browser while a dashboard editor is open (issue 51): a crash, a closed tab or an expired
 * sign-in loses nothing typed. Per person — the key holds the signed-in account — since an office computer is shared,
 * and all of them are cleared at 'Sair' (admin/auth/api/sign-out.ts). Kept 14 days at most.
 */
export type LocalDraft<V = unknown> = {
  /** When it was last kept (ISO). */
  savedAt: string;
  /** The version of the document the edits were made on (null: a record not stored yet). */
  version: number | null;
  /** The document's values as loaded, so a recovery merges against what the person saw. */
  base: V;
  /** The form's values as typed. */
  values: V;
};

const PREFIX = 'alicerce:draft:';
const KEPT_MS = 14 * 24 * 60 * 60 * 1000;

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The key of a document's draft for the signed-in person; null when nobody is signed in. */
export function draftKey(subject: string, documentId: string | undefined): string | null {
  const user = getSession()?.user.id;
  return user === undefined ? null : `${PREFIX}${user}:${subject}:${documentId ?? 'novo'}`;
}

export function readDraft<V>(key: string): LocalDraft<V> | null {
  try {
    const raw = storage()?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as LocalDraft<V>) : null;
    if (draft && Date.now() - new Date(draft.savedAt).getTime() > KEPT_MS) {
      storage()?.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Keeps a draft; a full storage (quota) loses only this copy, never the form. */
export function writeDraft<V>(key: string, draft: LocalDraft<V>) {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the form itself still holds everything.
  }
}

export const removeDraft = (key: string) => storage()?.removeItem(key);

/** 'Sair': every draft kept in this browser goes (whoever made it). */
export function clearAllDrafts() {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
  keys.forEach((key) => store.removeItem(key));
}

/** Said when a person chooses 'Descartar' on a changed editor: its kept edits go too (a crash or a closed tab keeps them). */
const DISCARDED = 'alicerce:edits-discarded';

export const announceDiscard = () => window.dispatchEvent(new Event(DISCARDED));

/** Calls `listener` when the open editor's edits are discarded; answers the unsubscribe. */
export function onDiscard(listener: () => void) {
  window.addEventListener(DISCARDED, listener);
  return () => window.removeEventListener(DISCARDED, listener);
}
