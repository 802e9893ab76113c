import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';

import { CASE_FORM_FIELDS, caseFormSchema, type CaseFormValues, type CaseInput } from '@alicerce/domain';
import { EditorDialog } from '@/admin/components/editor-dialog';
import { useFormToasts } from '@/lib/toast';

import { toCasePayload } from '../api/case-payload';
import { useSaveCase } from '../api/save-case';
import { altChanges, altOf, type AltBinding, type AltEdits } from '../lib/alt-texts';
import { dialogValues, sameMedia } from '../lib/case-dialog-values';
import type { AdminCase } from '../types';

import { CaseFormFields } from './case-form-fields';
import { CaseMediaFields } from './case-media-fields';

type Props = { editing: AdminCase | null; onClose: () => void };

/** The first message in form order: what the 'Erro de validação' toast shows (spec §5). */
const firstError = (errors: FieldErrors<CaseFormValues>) =>
  CASE_FORM_FIELDS.map((name) => errors[name]?.message).find((message): message is string => typeof message === 'string' && message !== '');

/** 'Novo Case' / 'Editar Case'. Mounted per opening, so saving or cancelling always starts the next one fresh. */
export function CaseFormDialog({ editing, onClose }: Props) {
  const toast = useFormToasts();
  const [initial] = useState(() => dialogValues(editing));
  const [media, setMedia] = useState(initial.media);
  const form = useForm<CaseFormValues, unknown, CaseInput>({ defaultValues: initial.values, resolver: zodResolver(caseFormSchema) });
  const [alts, setAlts] = useState<AltEdits>({});
  const save = useSaveCase();
  const altEdits = altChanges(media, alts);
  const alt: AltBinding = { of: (file) => altOf(alts, file), set: (id, text) => setAlts((current) => ({ ...current, [id]: text })) };

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { documentId: editing?.documentId, payload: toCasePayload(input, media), alts: altEdits },
        {
          onSuccess: () => {
            toast.success(editing ? 'Case atualizado com sucesso!' : 'Case criado com sucesso!');
            onClose();
          },
          onError: (error) => toast.error('Erro ao salvar case', error.message),
        },
      ),
    (errors) => toast.error('Erro de validação', firstError(errors)),
  );

  return (
    <EditorDialog
      title={editing ? 'Editar Case' : 'Novo Case'}
      dirty={form.formState.isDirty || !sameMedia(media, initial.media) || altEdits.length > 0}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <CaseFormFields control={form.control} media={<CaseMediaFields control={form.control} media={media} setMedia={setMedia} alt={alt} />} />
    </EditorDialog>
  );
}
