import type { FieldErrors, FieldValues } from 'react-hook-form';

import { useFormToasts } from '@/lib/toast';

import { useSaveProofItem } from '../api/save-proof-item';
import type { ProofResource } from '../lib/proof-resources';
import type { MediaFile, ProofRow } from '../types';

/** The first message in form order: what the 'Erro de validação' toast shows (as in the case form). */
export const firstError = <V extends FieldValues>(errors: FieldErrors<V>, order: readonly string[]) =>
  order.map((name) => errors[name]?.message).find((message): message is string => typeof message === 'string' && message !== '');

/**
 * A proof editor's save: the item (new or `editing`), then the toast of the spec's pattern and the editor closed; on a
 * refusal the CMS's pt-BR message under '<Erro ao salvar …>'. `invalid` is the form's 'Erro de validação' toast.
 */
export function useProofSave(resource: ProofResource, editing: ProofRow | null, onClose: () => void) {
  const toast = useFormToasts();
  const save = useSaveProofItem(resource);
  const run = (payload: Record<string, unknown>, alt?: Pick<MediaFile, 'id' | 'alternativeText'> | null) =>
    save.mutate(
      { documentId: editing?.documentId, payload, alt },
      {
        onSuccess: () => {
          toast.success(editing ? resource.text.updated : resource.text.created);
          onClose();
        },
        onError: (error) => toast.error(resource.text.saveError, error.message),
      },
    );
  const invalid = (message?: string) => toast.error('Erro de validação', message);
  return { run, invalid, saving: save.isPending };
}
