import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { ARTICLE_FORM_FIELDS, articleInputSchema, slugFromTitle, type ArticleFormValues, type ArticleInput } from '@alicerce/domain';
import { EditorDialog } from '@/admin/components/editor-dialog';
import type { MediaFile } from '@/admin/components/media/media-file';
import { useFormToasts } from '@/lib/toast';

import { useSaveArticle } from '../api/save-article';
import { articleFormValues, followTitle } from '../lib/article-form-values';
import { formatDateTime } from '../lib/format-when';
import type { EditorArticle } from '../types';

import { ArticleFormFields } from './article-form-fields';

type Props = { stored: EditorArticle | null; renderPreview: (markdown: string) => ReactNode; onClose: () => void };

/** The first message in form order: what the 'Erro de validação' toast shows. */
const firstError = (errors: FieldErrors<ArticleFormValues>) => ARTICLE_FORM_FIELDS.map((name) => errors[name]?.message).find(Boolean);

const savedMessage = (input: ArticleInput, isNew: boolean) => {
  if (input.publication === 'publicado') return 'Artigo publicado com sucesso!';
  if (input.publication === 'agendado' && input.scheduled_at) return `Artigo agendado para ${formatDateTime(input.scheduled_at)}`;
  return isNew ? 'Artigo salvo como rascunho!' : 'Artigo atualizado com sucesso!';
};

/** 'Novo Artigo' / 'Editar Artigo'. Mounted per opening, so saving or cancelling always starts the next one fresh. */
export function ArticleEditor({ stored, renderPreview, onClose }: Props) {
  const toast = useFormToasts();
  const [initial] = useState(() => articleFormValues(stored));
  const [coverFile, setCoverFile] = useState<MediaFile | null>(stored?.cover ?? null);
  const form = useForm<ArticleFormValues, unknown, ArticleInput>({ defaultValues: initial, resolver: zodResolver(articleInputSchema) });
  const save = useSaveArticle();

  // A new article's slug follows its title until the admin types one; a stored article's slug (its URL) stays.
  const title = useWatch({ control: form.control, name: 'title' });
  const previousTitle = useRef(title);
  useEffect(() => {
    if (stored || title === previousTitle.current) return;
    const slug = followTitle(slugFromTitle, previousTitle.current, title, form.getValues('slug'));
    previousTitle.current = title;
    if (slug !== form.getValues('slug')) form.setValue('slug', slug, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [form, stored, title]);

  const chooseCover = (file: MediaFile | null) => {
    setCoverFile(file);
    form.setValue('cover', file?.id as number, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { documentId: stored?.documentId, payload: input },
        {
          onSuccess: () => {
            toast.success(savedMessage(input, !stored));
            onClose();
          },
          onError: (error) => toast.error('Erro ao salvar artigo', error.message),
        },
      ),
    (errors) => toast.error('Erro de validação', firstError(errors)),
  );

  return (
    <EditorDialog title={stored ? 'Editar Artigo' : 'Novo Artigo'} dirty={form.formState.isDirty} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <ArticleFormFields
        control={form.control}
        self={stored?.documentId}
        storedRelated={stored?.related ?? []}
        wasPublished={stored?.situacao === 'publicado'}
        cover={coverFile}
        onCover={chooseCover}
        renderPreview={renderPreview}
      />
    </EditorDialog>
  );
}
