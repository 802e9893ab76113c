import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { CASE_FORM_FIELDS, caseFormSchema, type CaseFormValues, type CaseInput } from '@alicerce/domain';
import { applyToForm } from '@/admin/components/edit-conflict/apply-to-form';
import { useEditConflict } from '@/admin/components/edit-conflict/use-edit-conflict';
import { EditorPage, EditorRecord, publicationStatus } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { useRestoredRecord } from '@/admin/components/history/use-restored-record';
import { useLeaveAfterSave } from '@/admin/components/use-unsaved-changes';
import { ScreenBreadcrumbs, screenPath } from '@/admin/shell';
import { useFormToasts } from '@/shared/lib/toast';

import { toCasePayload } from '../api/case-payload';
import { adminCaseQuery } from '../api/get-admin-case';
import { useSaveCase } from '../api/save-case';
import { altChanges, altOf, type AltBinding, type AltEdits } from '../lib/alt-texts';
import { caseEditorState, CASE_CONFLICT_FIELDS, splitCaseState, type CaseEditorState } from '../lib/case-conflict-fields';
import { editorValues, sameMedia } from '../lib/case-editor-values';
import { casePreview } from '../lib/case-preview';
import type { AdminCase } from '../types';

import { CaseFormFields, CASE_FORM_SECTIONS } from './case-form-fields';
import { CaseMediaFields } from './case-media-fields';

/** The case as the site's card draws it (composed in by the dashboard route). */
export type RenderCasePreview = (item: AdminCase) => ReactNode;

type Props = {
  stored: AdminCase | null;
  renderPreview?: RenderCasePreview;
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
};

/** The fields of a case that hold media-library files (thumbnails in the history). */
const CASE_MEDIA = ['image', 'chart', 'gallery'] as const;

const LIST = screenPath('cases');

/** The first message in form order: what the 'Erro de validação' toast shows (spec §5). */
const firstError = (errors: FieldErrors<CaseFormValues>) =>
  CASE_FORM_FIELDS.map((name) => errors[name]?.message).find((message): message is string => typeof message === 'string' && message !== '');

/** 'Novo Case' / 'Editar Case' on a page of its own; after Salvar, back to the list. */
export function CaseEditor({ stored, renderPreview, onRestored }: Props) {
  const toast = useFormToasts();
  const leave = useLeaveAfterSave();
  const [initial, setInitial] = useState(() => editorValues(stored));
  const [media, setMedia] = useState(initial.media);
  const form = useForm<CaseFormValues, unknown, CaseInput>({ defaultValues: initial.values, resolver: zodResolver(caseFormSchema) });
  const [alts, setAlts] = useState<AltEdits>({});
  const save = useSaveCase();
  const edit = useEditConflict<CaseEditorState>({
    draft: { subject: 'case', documentId: stored?.documentId },
    version: stored?.version ?? null,
    base: { ...initial.values, ...initial.media },
    fields: CASE_CONFLICT_FIELDS,
    fromDocument: (document) => caseEditorState(document as AdminCase),
    read: () => ({ ...form.getValues(), ...media }),
    apply: ({ baseline, values: next }) => {
      const loaded = splitCaseState(baseline);
      const typed = splitCaseState(next);
      setInitial(loaded);
      applyToForm(form, loaded.values, typed.values);
      setMedia(typed.media);
    },
    resave: () => void submit(),
  });
  const altEdits = altChanges(media, alts);
  const alt: AltBinding = { of: (file) => altOf(alts, file), set: (id, text) => setAlts((current) => ({ ...current, [id]: text })) };
  const values = useDeferredValue(useWatch({ control: form.control }) as CaseFormValues);

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { documentId: stored?.documentId, payload: toCasePayload(input, media), alts: altEdits, precondition: edit.precondition() },
        {
          onSuccess: (saved) => {
            edit.saved(saved.version ?? null);
            toast.success(stored ? 'Case atualizado com sucesso!' : 'Case criado com sucesso!');
            leave(LIST);
          },
          onError: (error) => {
            if (!edit.conflict(error)) toast.error('Erro ao salvar case', error.message);
          },
        },
      ),
    (errors) => toast.error('Erro de validação', firstError(errors)),
  );

  return (
    <EditorPage
      title={stored ? 'Editar Case' : 'Novo Case'}
      breadcrumbs={<ScreenBreadcrumbs screen="cases" current={stored ? stored.title : 'Novo Case'} />}
      status={stored ? publicationStatus(stored.is_published) : undefined}
      dirty={form.formState.isDirty || !sameMedia(media, initial.media) || altEdits.length > 0}
      saving={save.isPending}
      onSubmit={submit}
      backTo={LIST}
      sections={CASE_FORM_SECTIONS}
      presence={stored ? { subject: 'case', documentId: stored.documentId } : undefined}
      preview={renderPreview?.(casePreview(values, media, stored))}
      history={
        stored && onRestored
          ? {
              subject: 'case',
              documentId: stored.documentId,
              version: () => edit.precondition().version,
              labels: CASE_CONFLICT_FIELDS,
              media: CASE_MEDIA,
              publication: true,
              onRestored,
            }
          : undefined
      }
    >
      <CaseFormFields control={form.control} media={<CaseMediaFields control={form.control} media={media} setMedia={setMedia} alt={alt} />} />
      {edit.dialog}
    </EditorPage>
  );
}

/** The editor of the case at …/cases/<documentId>, once it has arrived; a clear message when there is none. */
export function CaseEditorScreen({ id, renderPreview }: { id: string | null; renderPreview?: RenderCasePreview }) {
  const stored = useQuery({ ...adminCaseQuery(id ?? ''), enabled: id !== null });
  const restored = useRestoredRecord(adminCaseQuery(id ?? '').queryKey);
  if (id === null) return <CaseEditor stored={null} renderPreview={renderPreview} />;
  return (
    <EditorRecord
      loading={stored.isPending}
      error={stored.error}
      found={Boolean(stored.data)}
      loadingLabel="Carregando case"
      notFound="Case não encontrado"
      backTo={LIST}
      backLabel="Cases"
    >
      {() => <CaseEditor key={`${id}:${restored.generation}`} stored={stored.data!} renderPreview={renderPreview} onRestored={restored.onRestored} />}
    </EditorRecord>
  );
}
