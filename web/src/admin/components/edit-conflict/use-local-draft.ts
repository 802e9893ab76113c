import { useEffect, useRef, useState } from 'react';

import { draftKey, onDiscard, readDraft, removeDraft, writeDraft, type LocalDraft } from '@/admin/lib/local-drafts';
import { getSession } from '@/shared/lib/session';

import { sameValue } from './three-way';

/** How often the form is read while open (ms): what a crash can lose at most. */
export const DRAFT_EVERY_MS = 1000;

type Options<V> = {
  /** The editable type and document ('case', documentId); none: no draft is kept (an editor outside the dashboard). */
  target?: { subject: string; documentId?: string };
  /** The form's values now, and as loaded (with the version they were loaded at). */
  read: () => V;
  base: () => V;
  version: () => number | null;
};

/**
 * Keeps the form's unsaved values in this browser while the editor is open (every second, and when the page is hidden
 * or closed), removes them once the form equals what is stored, and offers the ones found when the editor opens —
 * kept by a crashed tab, a closed one, an expired sign-in or a take-over — as `pending` until recovered or dropped.
 */
export function useLocalDraft<V>({ target, read, base, version }: Options<V>) {
  const key = target ? draftKey(target.subject, target.documentId) : null;
  const [pending, setPending] = useState<LocalDraft<V> | null>(() => {
    const found = key ? readDraft<V>(key) : null;
    return found && !sameValue(found.values, found.base) ? found : null;
  });
  const pendingRef = useRef(pending);
  const reader = useRef({ read, base, version });
  useEffect(() => {
    pendingRef.current = pending;
    reader.current = { read, base, version };
  });

  useEffect(() => {
    if (!key) return;
    let last = '';
    let discarded = false;
    const keep = () => {
      // A draft waiting for an answer is not overwritten by the untouched form; after 'Sair' or 'Descartar', nothing is kept.
      if (discarded || pendingRef.current || !getSession()) return;
      const { read: values, base: loaded, version: at } = reader.current;
      const now = values();
      const was = loaded();
      if (sameValue(now, was)) {
        if (last !== 'clean') removeDraft(key);
        last = 'clean';
        return;
      }
      const text = JSON.stringify(now);
      if (text === last) return;
      last = text;
      writeDraft(key, { savedAt: new Date().toISOString(), version: at(), base: was, values: now });
    };
    const stopDiscard = onDiscard(() => {
      discarded = true;
      removeDraft(key);
    });
    const timer = window.setInterval(keep, DRAFT_EVERY_MS);
    const onHide = () => document.visibilityState === 'hidden' && keep();
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      stopDiscard();
      window.clearInterval(timer);
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [key]);

  return {
    pending,
    /** The pending draft is taken into the form (or dropped): it stops being offered, and is kept again as typed. */
    settle: (drop: boolean) => {
      if (drop && key) removeDraft(key);
      setPending(null);
    },
    /** After a save the CMS accepted: nothing unsaved is left. */
    clear: () => key && removeDraft(key),
  };
}
