import { useCallback, useEffect, useRef, useState } from 'react';

import { PRESENCE_HEARTBEAT_MS, PRESENCE_IDLE_MS, type EditingMark, type PresenceAnswer } from '@alicerce/domain';

import { releaseEditing, sendHeartbeat, takeOverEditing, type PresenceTarget } from './presence-api';
import { TAB_ID } from './tab-id';

/**
 * Where this tab stands: 'editing' (it holds the mark), 'deciding' (someone else holds it; the banner asks),
 * 'read-only' (chosen), 'taken-over' (someone took it over while this tab edited).
 */
export type PresenceState = 'editing' | 'deciding' | 'read-only' | 'taken-over';

type Options = Partial<PresenceTarget> & { enabled: boolean };

/** What an editor shows and does about the others editing the same document. */
export type EditingPresence = {
  state: PresenceState;
  /** The form may not be changed or saved (deciding, read-only, taken over). */
  readOnly: boolean;
  /** The one holding the document while this tab does not. */
  holder: EditingMark | null;
  /** Who took this tab's editing over, and when. */
  takenOver: { name: string; at: string } | null;
  openReadOnly: () => void;
  takeOver: () => Promise<void>;
  /** The take-over request failed: its pt-BR message. */
  error: string | null;
};

const INPUT_EVENTS = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const;

/**
 * "Who is editing" for one open editor: a heartbeat every PRESENCE_HEARTBEAT_MS while the tab is visible and its
 * person has given input within PRESENCE_IDLE_MS (so an idle or hidden tab's mark expires), released on unmount and on
 * pagehide. Its unsaved edits, once taken over, stay in the form (disabled) and in the editor's local draft. A tab starts by watching (no mark of its own); it claims the document when nobody else holds it, else the
 * banner asks. The oldest live mark holds the document.
 */
export function useEditingPresence({ subject, documentId, enabled }: Options): EditingPresence {
  const [state, setState] = useState<PresenceState>('editing');
  const [holder, setHolder] = useState<EditingMark | null>(null);
  const [takenOver, setTakenOver] = useState<{ name: string; at: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stateRef = useRef<PresenceState | 'starting'>('starting');
  const target = subject && documentId ? { subject, documentId } : null;
  const key = target ? `${target.subject}:${target.documentId}` : null;

  const move = useCallback((next: PresenceState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    if (!enabled || !target) return;
    const current = target;
    let alive = true;
    let busy = false;
    let lastInput = Date.now();
    stateRef.current = 'starting';

    const holds = (answer: PresenceAnswer) => answer.marks.find((mark) => !answer.since || new Date(mark.since) < new Date(answer.since)) ?? null;
    const handle = async (answer: PresenceAnswer) => {
      if (!alive) return;
      const mode = stateRef.current;
      if (answer.takenOver && mode === 'editing') {
        setTakenOver(answer.takenOver);
        move('taken-over');
        void sendHeartbeat(current, TAB_ID, true).catch(() => undefined);
        return;
      }
      const other = holds(answer);
      setHolder(other);
      if (other && mode === 'editing') move('deciding');
      else if (other && mode === 'starting') move('deciding');
      else if (!other && mode !== 'editing') {
        // Nobody else holds it (any more): this tab claims it.
        move('editing');
        await beat();
      }
    };
    const beat = async () => {
      const mode = stateRef.current;
      if (!alive || busy || mode === 'taken-over') return;
      if (document.visibilityState === 'hidden' || Date.now() - lastInput > PRESENCE_IDLE_MS) return;
      busy = true;
      try {
        const answer = await sendHeartbeat(current, TAB_ID, mode !== 'editing');
        busy = false;
        await handle(answer);
      } catch {
        // Offline or a server error: the next heartbeat tries again; the mark expires meanwhile.
      } finally {
        busy = false;
      }
    };
    const release = () => {
      if (stateRef.current === 'editing') releaseEditing(current, TAB_ID);
    };
    const onInput = () => {
      const wasIdle = Date.now() - lastInput > PRESENCE_IDLE_MS;
      lastInput = Date.now();
      if (wasIdle) void beat();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void beat();
    };

    void beat();
    const timer = window.setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    INPUT_EVENTS.forEach((name) => window.addEventListener(name, onInput, { passive: true, capture: true }));
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', release);
    window.addEventListener('pageshow', onVisible);
    return () => {
      alive = false;
      window.clearInterval(timer);
      INPUT_EVENTS.forEach((name) => window.removeEventListener(name, onInput, { capture: true }));
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', release);
      window.removeEventListener('pageshow', onVisible);
      release();
    };
    // `key` names the target; `target` itself is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, move]);

  const takeOver = useCallback(async () => {
    if (!target) return;
    setError(null);
    try {
      await takeOverEditing(target, TAB_ID);
      setHolder(null);
      setTakenOver(null);
      move('editing');
    } catch (failure) {
      setError((failure as Error).message);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, move]);

  const active = enabled && Boolean(target);
  return {
    state: active ? state : 'editing',
    readOnly: active && state !== 'editing',
    holder: active ? holder : null,
    takenOver: active ? takenOver : null,
    openReadOnly: () => move('read-only'),
    takeOver,
    error,
  };
}
