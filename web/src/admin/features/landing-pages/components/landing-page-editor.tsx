import PublishIcon from '@mui/icons-material/Publish';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';

import {
  LANDING_PAGE_FORM_FIELDS,
  landingPageInputSchema,
  landingPublishIssue,
  type LandingPageFormValues,
  type LandingPageInput,
  type LandingVariantKey,
} from '@alicerce/domain';
import { applyToForm } from '@/admin/components/edit-conflict/apply-to-form';
import { useEditConflict } from '@/admin/components/edit-conflict/use-edit-conflict';
import { EditorPage, EditorRecord, publicationStatus } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { useRestoredRecord } from '@/admin/components/history/use-restored-record';
import { useLeaveAfterSave } from '@/admin/components/use-unsaved-changes';
import { ScreenBreadcrumbs, screenPath } from '@/admin/shell';
import { ApiError } from '@/shared/lib/api-error';
import { useFormToasts } from '@/shared/lib/toast';

import { landingPageQuery } from '../api/get-landing-page';
import { useSaveLandingPage } from '../api/save-landing-page';
import { firstBlockWithError } from '../lib/block-errors';
import { firstError } from '../lib/first-error';
import { LANDING_CONFLICT_FIELDS } from '../lib/landing-conflict-fields';
import { landingFormValues } from '../lib/landing-form-values';
import { serverErrorField } from '../lib/server-errors';
import type { AdminLandingPage } from '../types';

import type { BlockReveal } from './block-list';
import { at, type LandingPath } from './blocks/block-field';
import type { ProofChoices } from './blocks/proof-block-form';
import { LandingBlocksSection } from './landing-blocks-section';
import { LandingOwnerFields } from './landing-owner-fields';
import { LandingPageFields } from './landing-page-fields';
import { LivePreview } from './live-preview';
import { PreviewVariantPicker } from './preview-variant-picker';

/** The page as the site draws it, from what the form holds now, with the hero variant chosen (composed in by the dashboard route). */
export type RenderLandingPreview = (page: LandingPageFormValues, variant: LandingVariantKey) => ReactNode;

type Props = {
  stored: AdminLandingPage | null;
  renderPreview?: RenderLandingPreview;
  choices?: ProofChoices;
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
  /** Whether the signed-in user is an admin: only admins set where the leads go and the tags (the CMS enforces it). */
  isAdmin?: boolean;
};

const LIST = screenPath('landing-pages');
const SECTIONS = ['Página', 'SEO', 'Dono e contato', 'Destino dos leads', 'Blocos'] as const;

/** Where a message of the CMS goes in the form (a list's own message goes to its `root`). */
const errorPath = (field: string) => (field === 'blocks' ? 'blocks.root' : field) as LandingPath;

/**
 * 'Nova landing page' (from the starter template) / 'Editar landing page': the page's fields, its blocks and the live
 * preview; Salvar keeps its state, Publicar / Despublicar changes it. Every refusal, the browser's or the CMS's, is
 * shown beside its field.
 */
export function LandingPageEditor({ stored, renderPreview, choices, onRestored, isAdmin = false }: Props) {
  const toast = useFormToasts();
  const leave = useLeaveAfterSave();
  const [initial] = useState(() => landingFormValues(stored));
  const [published, setPublished] = useState(stored?.is_published ?? false);
  const [previewVariant, setPreviewVariant] = useState<LandingVariantKey>('a');
  // The breadcrumbs end with the hero variant the preview shows ('… › Vista do Ipanema › Variante B').
  const pageName = stored ? stored.title : 'Nova landing page';
  const form = useForm<LandingPageFormValues, unknown, LandingPageInput>({ defaultValues: initial, resolver: zodResolver(landingPageInputSchema) });
  const save = useSaveLandingPage();
  /** The state the refused save asked for (Salvar keeps it, Publicar changes it): what 'Manter a minha versão' saves again. */
  const [retryPublished, setRetryPublished] = useState(false);
  const edit = useEditConflict<LandingPageFormValues>({
    draft: { subject: 'landing_page', documentId: stored?.documentId },
    version: stored?.version ?? null,
    base: initial,
    fields: LANDING_CONFLICT_FIELDS,
    fromDocument: (document) => landingFormValues(document as AdminLandingPage),
    read: () => form.getValues(),
    apply: ({ baseline, values, document }) => {
      applyToForm(form, baseline, values);
      if (document) setPublished(Boolean(document.is_published));
    },
    resave: () => void form.handleSubmit((input) => send(input, retryPublished), invalid)(),
  });
  /** The closed block a refusal is about opens (a new object each time, to open it again after it was closed). */
  const [reveal, setReveal] = useState<BlockReveal | null>(null);
  const invalid = (errors: FieldErrors<LandingPageFormValues>) => {
    const index = firstBlockWithError(errors);
    // Its first refused field gets the focus unless a field above the blocks has one (react-hook-form focuses that).
    if (index >= 0) setReveal({ index, focus: Object.keys(errors).every((key) => key === 'blocks') });
    toast.error('Erro de validação', firstError(errors, LANDING_PAGE_FORM_FIELDS));
  };

  const send = (input: LandingPageInput, is_published: boolean) =>
    save.mutate(
      { documentId: stored?.documentId, payload: { ...input, is_published }, precondition: edit.precondition() },
      {
        onSuccess: (saved) => {
          toast.success(
            is_published && !published
              ? 'Landing page publicada!'
              : stored
                ? 'Landing page atualizada com sucesso!'
                : 'Landing page criada com sucesso!',
          );
          if (!stored) return leave(screenPath('landing-pages', saved.documentId));
          setPublished(is_published);
          form.reset({ ...form.getValues(), is_published });
          edit.saved(saved.version ?? null, form.getValues());
        },
        onError: (error) => {
          setRetryPublished(is_published);
          if (edit.conflict(error)) return;
          const field = error instanceof ApiError && error.status === 400 ? serverErrorField(error.message, input) : null;
          if (field) form.setError(errorPath(field), { type: 'server', message: error.message }, { shouldFocus: true });
          const block = field?.match(/^blocks\.(\d+)\./);
          if (block) setReveal({ index: Number(block[1]), focus: true });
          toast.error('Erro ao salvar landing page', error.message);
        },
      },
    );

  const submit = form.handleSubmit((input) => send(input, input.is_published), invalid);
  const publish = (to: boolean) =>
    form.handleSubmit((input) => {
      const issue = to && landingPublishIssue({ ...input, is_published: true });
      if (issue) {
        form.setError(at('blocks', issue.index, 'consent_text'), { type: 'publish', message: issue.message }, { shouldFocus: true });
        setReveal({ index: issue.index, focus: true });
        return toast.error('Erro de validação', issue.message);
      }
      send(input, to);
    }, invalid)();

  return (
    <EditorPage
      title={stored ? 'Editar landing page' : 'Nova landing page'}
      breadcrumbs={
        <ScreenBreadcrumbs
          screen="landing-pages"
          trail={
            previewVariant === 'a'
              ? []
              : [{ label: pageName, to: screenPath('landing-pages', stored?.documentId ?? 'novo'), onClick: () => setPreviewVariant('a') }]
          }
          current={previewVariant === 'a' ? pageName : `Variante ${previewVariant.toUpperCase()}`}
        />
      }
      status={{ ...publicationStatus(published), label: published ? 'Publicada' : 'Rascunho' }}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onSubmit={submit}
      backTo={LIST}
      sections={SECTIONS}
      presence={stored ? { subject: 'landing_page', documentId: stored.documentId } : undefined}
      preview={renderPreview && <LivePreview control={form.control} variant={previewVariant} render={renderPreview} />}
      previewControls={renderPreview && <PreviewVariantPicker control={form.control} value={previewVariant} onChange={setPreviewVariant} />}
      history={
        stored && onRestored
          ? {
              subject: 'landing_page',
              documentId: stored.documentId,
              version: () => edit.precondition().version,
              labels: LANDING_CONFLICT_FIELDS,
              media: ['og_image'],
              publication: true,
              onRestored,
            }
          : undefined
      }
      actions={
        <Button variant="outlined" startIcon={published ? undefined : <PublishIcon />} disabled={save.isPending} onClick={() => publish(!published)}>
          {published ? 'Despublicar' : 'Publicar'}
        </Button>
      }
    >
      <LandingPageFields control={form.control} />
      <LandingOwnerFields control={form.control} isAdmin={isAdmin} />
      <LandingBlocksSection control={form.control} choices={choices} reveal={reveal} />
      {edit.dialog}
    </EditorPage>
  );
}

type ScreenProps = { id: string | null; renderPreview?: RenderLandingPreview; choices?: ProofChoices; isAdmin?: boolean };

/** The editor of the page at …/landing-pages/<documentId> once it has arrived (a clear message when there is none), or a new one. */
export function LandingPageEditorScreen({ id, renderPreview, choices, isAdmin = false }: ScreenProps) {
  const stored = useQuery({ ...landingPageQuery(id ?? ''), enabled: id !== null });
  const restored = useRestoredRecord(landingPageQuery(id ?? '').queryKey);
  if (id === null) return <LandingPageEditor stored={null} renderPreview={renderPreview} choices={choices} isAdmin={isAdmin} />;
  return (
    <EditorRecord
      loading={stored.isPending}
      error={stored.error}
      found={Boolean(stored.data)}
      loadingLabel="Carregando landing page"
      notFound="Landing page não encontrada"
      backTo={LIST}
      backLabel="Landing pages"
    >
      {() => (
        <LandingPageEditor
          key={`${id}:${restored.generation}`}
          stored={stored.data!}
          renderPreview={renderPreview}
          choices={choices}
          onRestored={restored.onRestored}
          isAdmin={isAdmin}
        />
      )}
    </EditorRecord>
  );
}
