import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { ARTICLE_FORM_FIELDS, articleInputSchema, slugFromTitle, type ArticleFormValues, type ArticleInput } from '@alicerce/domain';
import { applyToForm } from '@/admin/components/edit-conflict/apply-to-form';
import { useEditConflict } from '@/admin/components/edit-conflict/use-edit-conflict';
import { EditorPage, EditorRecord, type EditorStatus } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { useRestoredRecord } from '@/admin/components/history/use-restored-record';
import type { MediaFile } from '@/admin/components/media/media-file';
import { useLeaveAfterSave } from '@/admin/components/use-unsaved-changes';
import { ScreenBreadcrumbs, screenPath } from '@/admin/shell';
import { useFormToasts } from '@/shared/lib/toast';

import { ARTICLE_SITUATION_LABELS } from '../api/article-list-params';
import { editorArticleQuery } from '../api/get-editor-article';
import { useSaveArticle } from '../api/save-article';
import { ARTICLE_CONFLICT_FIELDS } from '../lib/article-conflict-fields';
import { articleFormValues, followTitle } from '../lib/article-form-values';
import { formatDateTime } from '../lib/format-when';
import type { ArticlePreview, EditorArticle } from '../types';

import { ArticleFormFields, ARTICLE_FORM_SECTIONS } from './article-form-fields';

/** The article as its public page draws it (the blog feature's header and renderer, composed in by the route). */
export type RenderArticlePreview = (article: ArticlePreview) => ReactNode;

type Props = {
  stored: EditorArticle | null;
  renderPreview: RenderArticlePreview;
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
};

const LIST = screenPath('blog');

const STATUS_COLORS = { rascunho: 'default', agendado: 'info', publicado: 'success' } as const;

/** The first message in form order: what the 'Erro de validação' toast shows. */
const firstError = (errors: FieldErrors<ArticleFormValues>) => ARTICLE_FORM_FIELDS.map((name) => errors[name]?.message).find(Boolean);

const savedMessage = (input: ArticleInput, isNew: boolean) => {
  if (input.publication === 'publicado') return 'Artigo publicado com sucesso!';
  if (input.publication === 'agendado' && input.scheduled_at) return `Artigo agendado para ${formatDateTime(input.scheduled_at)}`;
  return isNew ? 'Artigo salvo como rascunho!' : 'Artigo atualizado com sucesso!';
};

/** 'Novo Artigo' / 'Editar Artigo' on a page of its own, the article's page drawn beside it; after Salvar, back to the list. */
export function ArticleEditor({ stored, renderPreview, onRestored }: Props) {
  const toast = useFormToasts();
  const leave = useLeaveAfterSave();
  const [initial] = useState(() => articleFormValues(stored));
  const [coverFile, setCoverFile] = useState<MediaFile | null>(stored?.cover ?? null);
  const form = useForm<ArticleFormValues, unknown, ArticleInput>({ defaultValues: initial, resolver: zodResolver(articleInputSchema) });
  const save = useSaveArticle();
  const edit = useEditConflict<ArticleFormValues>({
    draft: { subject: 'article', documentId: stored?.documentId },
    version: stored?.version ?? null,
    base: initial,
    fields: ARTICLE_CONFLICT_FIELDS,
    fromDocument: (document) => articleFormValues(document as EditorArticle),
    read: () => form.getValues(),
    apply: ({ baseline, values, document }) => {
      applyToForm(form, baseline, values);
      if (!document) return;
      const theirCover = (document as EditorArticle).cover ?? null;
      if (values.cover === theirCover?.id || (!values.cover && !theirCover)) setCoverFile(theirCover);
    },
    resave: () => void submit(),
  });

  // A new article's slug follows its title until the admin types one; a stored article's slug (its URL) stays.
  const title = useWatch({ control: form.control, name: 'title' });
  const previousTitle = useRef(title);
  useEffect(() => {
    if (stored || title === previousTitle.current) return;
    const slug = followTitle(slugFromTitle, previousTitle.current, title, form.getValues('slug'));
    previousTitle.current = title;
    if (slug !== form.getValues('slug')) form.setValue('slug', slug, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [form, stored, title]);

  const [excerpt, category, body, coverAlt] = useWatch({ control: form.control, name: ['excerpt', 'category', 'body', 'cover_alt'] });
  // The body is the costly part of the preview: drawn again once typing pauses.
  const previewBody = useDeferredValue(body ?? '');
  const preview: ArticlePreview = { title, excerpt, category, body: previewBody, cover: coverFile, cover_alt: coverAlt };

  const chooseCover = (file: MediaFile | null) => {
    setCoverFile(file);
    form.setValue('cover', file?.id as number, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { documentId: stored?.documentId, payload: input, precondition: edit.precondition() },
        {
          onSuccess: (saved) => {
            edit.saved(saved.version ?? null);
            toast.success(savedMessage(input, !stored));
            leave(LIST);
          },
          onError: (error) => {
            if (!edit.conflict(error)) toast.error('Erro ao salvar artigo', error.message);
          },
        },
      ),
    (errors) => toast.error('Erro de validação', firstError(errors)),
  );

  const status: EditorStatus | undefined = stored
    ? { label: ARTICLE_SITUATION_LABELS[stored.situacao], color: STATUS_COLORS[stored.situacao] }
    : undefined;
  return (
    <EditorPage
      title={stored ? 'Editar Artigo' : 'Novo Artigo'}
      breadcrumbs={<ScreenBreadcrumbs screen="blog" current={stored ? stored.title : 'Novo Artigo'} />}
      status={status}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onSubmit={submit}
      backTo={LIST}
      sections={ARTICLE_FORM_SECTIONS}
      presence={stored ? { subject: 'article', documentId: stored.documentId } : undefined}
      preview={renderPreview(preview)}
      history={
        stored && onRestored
          ? {
              subject: 'article',
              documentId: stored.documentId,
              version: () => edit.precondition().version,
              labels: ARTICLE_CONFLICT_FIELDS,
              media: ['cover'],
              onRestored,
            }
          : undefined
      }
    >
      <ArticleFormFields
        control={form.control}
        self={stored?.documentId}
        storedRelated={stored?.related ?? []}
        wasPublished={stored?.situacao === 'publicado'}
        cover={coverFile}
        onCover={chooseCover}
      />
      {edit.dialog}
    </EditorPage>
  );
}

/** The editor of the article at …/blog/<documentId> (its body in Markdown) once it has arrived; a clear message when there is none. */
export function ArticleEditorScreen({ id, renderPreview }: { id: string | null; renderPreview: RenderArticlePreview }) {
  const stored = useQuery({ ...editorArticleQuery(id ?? ''), enabled: id !== null });
  const restored = useRestoredRecord(editorArticleQuery(id ?? '').queryKey);
  if (id === null) return <ArticleEditor stored={null} renderPreview={renderPreview} />;
  return (
    <EditorRecord
      loading={stored.isPending}
      error={stored.error}
      found={Boolean(stored.data)}
      loadingLabel="Carregando artigo"
      notFound="Artigo não encontrado"
      backTo={LIST}
      backLabel="Blog"
    >
      {() => (
        <ArticleEditor key={`${id}:${restored.generation}`} stored={stored.data!} renderPreview={renderPreview} onRestored={restored.onRestored} />
      )}
    </EditorRecord>
  );
}
