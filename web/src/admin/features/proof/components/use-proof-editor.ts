import { createElement, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';

import { applyToForm } from '@/admin/components/edit-conflict/apply-to-form';
import { useEditConflict } from '@/admin/components/edit-conflict/use-edit-conflict';
import { publicationStatus } from '@/admin/components/editor-page';
import type { HistoryConfig, RevisionSubject } from '@/admin/components/history/revision';
import { useLeaveAfterSave } from '@/admin/components/use-unsaved-changes';
import { ScreenBreadcrumbs } from '@/admin/shell';
import { useFormToasts } from '@/shared/lib/toast';

import { useSaveProofItem } from '../api/save-proof-item';
import { PROOF_CONFLICT_FIELDS } from '../lib/proof-conflict-fields';
import type { ProofResource } from '../lib/proof-resources';
import type { MediaFile, ProofRow } from '../types';

/** The CMS's name of each proof type (its history, its unsaved edits kept in this browser). */
const PROOF_SUBJECTS = { testimonials: 'testimonial', clients: 'client', 'team-members': 'team_member' } as const;

/** What the breadcrumbs and the tab's title call a stored item: the testimonial's author, the client's or person's name. */
const itemName = (row: ProofRow) => ('author_name' in row ? row.author_name : row.name);

/** The first message in form order: what the 'Erro de validação' toast shows (as in the case form). */
const firstError = <V extends FieldValues>(errors: FieldErrors<V>, order: readonly string[]) =>
  order.map((name) => errors[name]?.message).find((message): message is string => typeof message === 'string' && message !== '');

type Options<V extends FieldValues, O> = {
  resource: ProofResource;
  editing: ProofRow | null;
  form: UseFormReturn<V, unknown, O>;
  /** A stored item (the one opened, or the newer one of a conflict) as the form's values. */
  toValues: (stored: ProofRow) => V;
  /** The form's fields in screen order (the toast names the first invalid one). */
  fields: readonly string[];
  /** The item's one image (a photo, a logo), chosen beside the form: its field and the stored file. */
  image: { field: 'photo' | 'logo'; stored: MediaFile | null; /** The message when the item may not go without one. */ required?: string };
  /** A changed alt text of the chosen file, saved with the item. */
  alt?: (file: MediaFile | null) => Pick<MediaFile, 'id' | 'alternativeText'> | null;
  /** The list the editor was opened from: where Cancelar and a save lead. */
  backTo: string;
  /** A version restored from the history: the screen shows it. */
  onRestored?: HistoryConfig['onRestored'];
};

/** Each proof kind's subject in the CMS's history. */
const HISTORY_SUBJECTS: Record<ProofResource['key'], RevisionSubject> = {
  testimonials: 'testimonial',
  clients: 'client',
  'team-members': 'team_member',
};

/**
 * A proof editor's state and save: the form (the shared rules of domain/), the image chosen beside it, the spec's toasts
 * ('… criado com sucesso!', 'Erro de validação' with the first message, '<Erro ao salvar …>' with the CMS's pt-BR one).
 */
export function useProofEditor<V extends FieldValues, O extends object>({
  resource,
  editing,
  form,
  toValues,
  fields,
  image,
  alt,
  backTo,
  onRestored,
}: Options<V, O>) {
  const toast = useFormToasts();
  const leave = useLeaveAfterSave();
  const save = useSaveProofItem(resource);
  const [file, setFile] = useState(image.stored);
  const [storedFile, setStoredFile] = useState(image.stored);
  const [missing, setMissing] = useState(false);
  const state = (values: V, chosen: MediaFile | null): Record<string, unknown> => ({ ...values, [image.field]: chosen });
  const edit = useEditConflict<Record<string, unknown>>({
    draft: { subject: PROOF_SUBJECTS[resource.key], documentId: editing?.documentId },
    version: editing?.version ?? null,
    base: state(form.formState.defaultValues as V, image.stored),
    fields: PROOF_CONFLICT_FIELDS[resource.key],
    fromDocument: (document) => state(toValues(document as ProofRow), (document[image.field] as MediaFile | null) ?? null),
    read: () => state(form.getValues(), file),
    apply: ({ baseline, values }) => {
      const { [image.field]: loadedFile, ...loaded } = baseline;
      const { [image.field]: typedFile, ...typed } = values;
      applyToForm(form, loaded as V, typed as V);
      setStoredFile((loadedFile as MediaFile | null) ?? null);
      setFile((typedFile as MediaFile | null) ?? null);
    },
    resave: () => void submit(),
  });
  const refuse = (message?: string) => toast.error('Erro de validação', message);

  const submit = form.handleSubmit(
    (input) => {
      if (image.required && !file) {
        setMissing(true);
        return refuse(image.required);
      }
      save.mutate(
        {
          documentId: editing?.documentId,
          payload: { ...input, [image.field]: file?.id ?? null },
          alt: alt?.(file) ?? null,
          precondition: edit.precondition(),
        },
        {
          onSuccess: (saved) => {
            edit.saved(saved.version ?? null);
            toast.success(editing ? resource.text.updated : resource.text.created);
            leave(backTo);
          },
          onError: (error) => {
            if (!edit.conflict(error)) toast.error(resource.text.saveError, error.message);
          },
        },
      );
    },
    (errors) => refuse(firstError(errors, fields) ?? (image.required && !file ? image.required : undefined)),
  );

  return {
    /** What the editor page shows and does: its title, the stored state, Salvar and the way back. */
    page: {
      title: editing ? resource.text.editItem : resource.text.newItem,
      breadcrumbs: createElement(ScreenBreadcrumbs, {
        screen: 'prova-social',
        trail: [{ label: resource.text.plural, to: backTo }],
        current: editing ? itemName(editing) : resource.text.newItem,
      }),
      status: editing ? publicationStatus(editing.is_published) : undefined,
      dirty: form.formState.isDirty || file?.id !== storedFile?.id,
      saving: save.isPending,
      onSubmit: submit,
      backTo,
      history:
        editing && onRestored
          ? {
              subject: HISTORY_SUBJECTS[resource.key],
              documentId: editing.documentId,
              version: () => edit.precondition().version,
              labels: PROOF_CONFLICT_FIELDS[resource.key],
              media: [image.field],
              publication: true,
              onRestored,
            }
          : undefined,
      presence: editing ? { subject: PROOF_SUBJECTS[resource.key], documentId: editing.documentId } : undefined,
    },
    file,
    choose: (chosen: MediaFile | null) => {
      setFile(chosen);
      if (chosen) setMissing(false);
    },
    /** The required image is missing (after a save was tried). */
    missing,
    /** The conflict view of a save refused as stale: render it once in the editor. */
    conflictDialog: edit.dialog,
  };
}
