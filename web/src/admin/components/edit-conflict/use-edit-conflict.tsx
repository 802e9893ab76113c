import { useRef, useState, type ReactNode } from 'react';

import { EDIT_VERSION_MESSAGES, type EditConflictDetails } from '@alicerce/domain';
import { editConflictOf } from '@/shared/lib/api-error';
import { useToast } from '@/shared/lib/toast';
import type { WritePrecondition } from '@/admin/lib/version-headers';

import { myChangesText } from './describe-value';
import { EditConflictDialog } from './edit-conflict-dialog';
import { RecoverDraftDialog } from './recover-draft-dialog';
import { fieldChanges, mergeValues, type ConflictFields, type ConflictPicks, type FieldChange } from './three-way';
import { useLocalDraft } from './use-local-draft';

/**
 * What the editor is told to hold after a choice: `baseline` as the loaded document, `values` as the form (the
 * difference is dirty); `document`, the stored one after a conflict (none when edits kept in this browser come back).
 */
export type ConflictApply<V> = { baseline: V; values: V; document?: Record<string, unknown> };

type Options<V extends object> = {
  /** The version of the document the editor loaded; null when there is no stored row yet (an upsert). */
  version: number | null;
  /** The form's values as loaded (the same conversion as `fromDocument`). */
  base: V;
  /** Labels (and summaries) of the form's fields; a function when they depend on the values (a section's content keys). */
  fields: ConflictFields<V> | ((...values: V[]) => ConflictFields<V>);
  /** A document as the CMS answers it (details.current) → the form's values. */
  fromDocument: (document: Record<string, unknown>) => V;
  /** The form's values now. */
  read: () => V;
  /** Makes the editor hold `baseline` as loaded and `values` as typed. */
  apply: (next: ConflictApply<V>) => void;
  /** Saves again (after 'Manter a minha versão'): the editor's own submit. */
  resave: () => void;
  /** The document edited ('case' and its documentId; none yet for a new one): its unsaved edits are kept in this browser. */
  draft?: { subject: string; documentId?: string };
};

type Open<V> = { details: EditConflictDetails; message: string; theirs: V; mine: V; base: V; changes: FieldChange[]; seq: number };

/**
 * The version precondition of an editor and what happens when a save is refused as stale (issue 51), the same for
 * every editor: `precondition()` goes with each save (If-Match of the version loaded, or If-None-Match: * for a new
 * row), `conflict(error)` opens the conflict view on a 409 (true) and leaves the form as typed, `saved(version)` keeps
 * the version the CMS answered. Render `dialog` once in the editor.
 */
export function useEditConflict<V extends object>({ version, base, fields, fromDocument, read, apply, resave, draft }: Options<V>) {
  const toast = useToast();
  const versionRef = useRef(version);
  const baseRef = useRef(base);
  const keepMineRef = useRef(false);
  const [open, setOpen] = useState<Open<V> | null>(null);
  const [picks, setPicks] = useState<ConflictPicks>({});
  const fieldsOf = (...values: V[]) => (typeof fields === 'function' ? fields(...values) : fields);
  const local = useLocalDraft<V>({ target: draft, read, base: () => baseRef.current, version: () => versionRef.current });

  const take = (baseline: V, values: V, details: EditConflictDetails) => {
    versionRef.current = details.version;
    baseRef.current = baseline;
    apply({ baseline, values, document: details.current });
    setOpen(null);
  };

  const conflict = (error: unknown): boolean => {
    const details = editConflictOf(error);
    if (!details) return false;
    keepMineRef.current = false;
    const theirs = fromDocument(details.current);
    const mine = read();
    const message = error instanceof Error && error.message ? error.message : EDIT_VERSION_MESSAGES.conflict(details.updatedBy, details.updatedAt);
    setPicks({});
    setOpen((previous) => ({
      details,
      message,
      theirs,
      mine,
      base: baseRef.current,
      changes: fieldChanges(baseRef.current, mine, theirs, fieldsOf(baseRef.current, mine, theirs)),
      seq: (previous?.seq ?? 0) + 1,
    }));
    return true;
  };

  let dialog: ReactNode = null;
  if (open) {
    const who = open.details.updatedBy ?? 'outra pessoa';
    dialog = (
      <EditConflictDialog
        key={open.seq}
        open
        message={open.message}
        who={who}
        changes={open.changes}
        picks={picks}
        onPick={(key, side) => setPicks((current) => ({ ...current, [key]: side }))}
        copyText={myChangesText(open.changes)}
        onMerge={() => {
          take(open.theirs, mergeValues(open.base, open.mine, open.theirs, picks, fieldsOf(open.base, open.mine, open.theirs)), open.details);
          toast.success('Versões combinadas', 'Revise o formulário e clique em Salvar para gravar.');
        }}
        onUseTheirs={() => take(open.theirs, open.theirs, open.details)}
        onKeepMine={() => {
          versionRef.current = open.details.version;
          keepMineRef.current = true;
          setOpen(null);
          resave();
        }}
      />
    );
  }

  const kept = local.pending;
  if (!open && kept) {
    dialog = (
      <RecoverDraftDialog
        savedAt={kept.savedAt}
        changes={fieldChanges(kept.base, kept.values, kept.base, fieldsOf(kept.base, kept.values))}
        onDiscard={() => local.settle(true)}
        onRecover={() => {
          // Based on the version they were typed on: if the record moved on since, Salvar meets the conflict view.
          versionRef.current = kept.version;
          baseRef.current = kept.base;
          apply({ baseline: kept.base, values: kept.values });
          local.settle(false);
        }}
      />
    );
  }

  return {
    /** What the next save sends: the version the form is based on (and keep-mine right after that choice). */
    precondition: (): WritePrecondition => ({ version: versionRef.current, keepMine: keepMineRef.current || undefined }),
    conflict,
    /** After a save the CMS accepted: its new version, and (for an editor that stays open) the values now stored. */
    saved: (next: number | null, baseline?: V) => {
      keepMineRef.current = false;
      local.clear();
      if (next !== null) versionRef.current = next;
      // What is stored now is the form as saved: nothing of it is an unsaved edit any more.
      baseRef.current = baseline ?? read();
    },
    dialog,
  };
}
