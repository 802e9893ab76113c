import { useState } from 'react';

import { editConflictOf } from '@/shared/lib/api-error';
import { useToast } from '@/shared/lib/toast';

import { useRestoreRevision } from './restore-revision';
import type { HistoryConfig, Revision } from './revision';
import { savedAtText } from './revision-text';

/** Why the last restore was refused, in pt-BR (a 409, a slug taken, a 403), shown in the panel. */
export type RestoreRefusal = { severity: 'warning' | 'error'; message: string };

/**
 * The restore of a version: asks first (`target`), sends it with the version the editor holds, then hands the
 * restored document to the editor with a toast ('Versão N restaurada') and, when files of that version are gone from
 * the library, says so; `onDone` closes the panel. A 409 says someone saved meanwhile (the history is read again).
 */
export function useRestore(config: HistoryConfig, documentId: string, onDone: () => void) {
  const toast = useToast();
  const restore = useRestoreRevision();
  const [target, setTarget] = useState<Revision | null>(null);
  const [refusal, setRefusal] = useState<RestoreRefusal | null>(null);

  const confirm = (publication: boolean) => {
    if (!target) return;
    const version = config.version();
    const revision = target;
    setRefusal(null);
    restore.mutate(
      { subject: config.subject, documentId, revisionId: revision.id, version: version ?? 0, publication },
      {
        onSuccess: ({ data, meta }) => {
          setTarget(null);
          const missing = meta.missingFiles.length;
          toast.success(`Versão ${revision.version} restaurada`);
          if (missing > 0)
            toast.error(
              missing === 1 ? 'Uma imagem não foi restaurada' : `${missing} imagens não foram restauradas`,
              `${missing === 1 ? 'Ela não está' : 'Elas não estão'} mais na biblioteca de mídia: escolha outra${missing === 1 ? '' : 's'} no formulário, se precisar.`,
              { durationMs: 12_000 },
            );
          onDone();
          config.onRestored(data);
        },
        onError: (error) => {
          setTarget(null);
          const conflict = editConflictOf(error);
          const message = conflict
            ? `${conflict.updatedBy ?? 'Outra pessoa'} salvou este registro em ${savedAtText(conflict.updatedAt)}, depois que você o abriu: a versão não foi restaurada. O histórico foi atualizado; recarregue a página para editar a versão atual.`
            : error.message;
          setRefusal({ severity: conflict ? 'warning' : 'error', message });
        },
      },
    );
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy: restore.isPending, refusal };
}
