import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  isRenderedContentType,
  PAGE_LABELS,
  pageContentFormSchema,
  parseContentText,
  sectionLabel,
  type PageContentFormValues,
  type PageContentInput,
  type PageSlug,
  type RenderedContentType,
} from '@alicerce/domain';
import { applyToForm } from '@/admin/components/edit-conflict/apply-to-form';
import { EditorPage, EditorRecord } from '@/admin/components/editor-page';
import { FormSection } from '@/admin/components/form-section';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { useRestoredRecord } from '@/admin/components/history/use-restored-record';
import {
  rowConflictValues,
  sectionConflictFields,
  sectionConflictValues,
  sectionFormOf,
  useEditConflict,
} from '@/admin/components/section-content/section-conflict';
import { SectionContentEditor } from '@/admin/components/section-content/section-content-editor';
import { useLeaveAfterSave } from '@/admin/components/use-unsaved-changes';
import { ScreenBreadcrumbs } from '@/admin/shell';
import { useFormToasts } from '@/shared/lib/toast';

import { pageContentRowsQuery } from '../api/get-page-content-rows';
import { useUpsertPageContent } from '../api/upsert-page-content';
import { sectionHref } from '../lib/section-href';
import type { PageContentRow } from '../types';

/** The public component of a section type drawing `content` (composed in by the dashboard route). */
export type RenderSectionPreview = (contentType: RenderedContentType, content: Record<string, unknown>) => ReactNode;

type Props = {
  page: PageSlug;
  stored: PageContentRow | null;
  backTo: string;
  renderPreview?: RenderSectionPreview;
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
};

const FIELDS = ['section_key', 'content_type', 'content'] as const;
const SECTIONS = ['Seção', 'Conteúdo'] as const;

/** One section (spec §5 "Page content form") on a page of its own: key, type and content (a form per type, or JSON), saved by upsert. */
export function SectionEditor({ page, stored, backTo, renderPreview, onRestored }: Props) {
  const toast = useFormToasts();
  const leave = useLeaveAfterSave();
  const upsert = useUpsertPageContent();
  const form = useForm<PageContentFormValues, unknown, PageContentInput>({
    defaultValues: {
      page_slug: page,
      section_key: stored?.section_key ?? '',
      content_type: stored?.content_type ?? 'hero',
      content: stored ? JSON.stringify(stored.content, null, 2) : '{\n  \n}',
    },
    resolver: zodResolver(pageContentFormSchema),
  });
  const edit = useEditConflict({
    draft: { subject: 'page_content', documentId: stored ? `${page}:${stored.section_key}` : undefined },
    version: stored?.version ?? null,
    base: sectionConflictValues(form.formState.defaultValues?.content_type ?? 'hero', form.formState.defaultValues?.content ?? ''),
    fields: (...values) => sectionConflictFields(form.getValues('content_type'), ...values),
    fromDocument: rowConflictValues,
    read: () => sectionConflictValues(form.getValues('content_type'), form.getValues('content')),
    apply: ({ baseline, values }) => {
      const section = form.getValues('section_key');
      applyToForm(
        form,
        { page_slug: page, section_key: section, ...sectionFormOf(baseline) } as PageContentFormValues,
        { page_slug: page, section_key: section, ...sectionFormOf(values) } as PageContentFormValues,
      );
    },
    resave: () => void submit(),
  });
  const { errors } = form.formState;
  const contentType = useWatch({ control: form.control, name: 'content_type' });
  const content = parseContentText(useDeferredValue(useWatch({ control: form.control, name: 'content' })));
  const preview = renderPreview && isRenderedContentType(contentType) && content.ok ? renderPreview(contentType, content.value) : null;

  const submit = form.handleSubmit(
    (input) =>
      upsert.mutate(
        { input, precondition: edit.precondition() },
        {
          onSuccess: (row) => {
            edit.saved(row?.version ?? null);
            toast.success('Conteúdo salvo com sucesso!');
            leave(backTo);
          },
          onError: (error) => {
            if (!edit.conflict(error)) toast.error('Erro ao salvar conteúdo', error.message);
          },
        },
      ),
    (invalid) => toast.error('Erro de validação', FIELDS.map((name) => invalid[name]?.message).find(Boolean)),
  );

  return (
    <EditorPage
      title={`${stored ? `Editar ${sectionLabel(stored.section_key).toLowerCase()}` : 'Nova seção'} — ${PAGE_LABELS[page]}`}
      dirty={form.formState.isDirty}
      saving={upsert.isPending}
      onSubmit={submit}
      breadcrumbs={
        <ScreenBreadcrumbs
          screen="conteudo"
          trail={[{ label: PAGE_LABELS[page], to: backTo }]}
          current={stored ? sectionLabel(stored.section_key) : 'Nova seção'}
        />
      }
      backTo={backTo}
      sections={SECTIONS}
      presence={stored ? { subject: 'page_content', documentId: stored.documentId } : undefined}
      history={
        stored && onRestored
          ? {
              subject: 'page_content',
              documentId: stored.documentId,
              version: () => edit.precondition().version,
              labels: (...values) => sectionConflictFields(form.getValues('content_type'), ...values),
              fields: rowConflictValues,
              onRestored,
            }
          : undefined
      }
      preview={
        preview && (
          <div data-testid="section-preview" style={{ zoom: 0.55 }}>
            {preview}
          </div>
        )
      }
    >
      <FormSection title="Seção">
        <Stack spacing={2}>
          {stored ? (
            <Typography variant="body2" color="text.secondary">
              Chave da seção: <strong>{stored.section_key}</strong>
            </Typography>
          ) : (
            <TextField
              label="Chave da seção"
              {...form.register('section_key', { setValueAs: (v: string) => v.toLowerCase() })}
              error={Boolean(errors.section_key)}
              helperText={errors.section_key?.message ?? 'Identificador da seção; as páginas exibem “hero” (topo) e “final_cta” (chamada final).'}
            />
          )}
          <Controller
            control={form.control}
            name="content_type"
            render={({ field, fieldState }) => (
              <TextField select label="Tipo de conteúdo" {...field} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                {CONTENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {CONTENT_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </FormSection>
      <FormSection title="Conteúdo">
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <SectionContentEditor
              key={contentType}
              contentType={contentType}
              value={field.value}
              onChange={field.onChange}
              error={errors.content?.message}
            />
          )}
        />
      </FormSection>
      {edit.dialog}
    </EditorPage>
  );
}

/** The page's rows with the restored one in its place. */
const replaceRow = (rows: unknown, restored: Record<string, unknown>) =>
  (rows as PageContentRow[] | undefined)?.map((row) => (row.documentId === restored.documentId ? (restored as PageContentRow) : row));

type ScreenProps = { page: PageSlug; sectionKey: string | null; renderPreview?: RenderSectionPreview };

/** …/conteudo/<page>/nova and …/conteudo/<page>/<section_key>: the section's editor, once the page's sections have arrived. */
export function SectionEditorScreen({ page, sectionKey, renderPreview }: ScreenProps) {
  const rows = useQuery({ ...pageContentRowsQuery(page), enabled: sectionKey !== null });
  const restored = useRestoredRecord(pageContentRowsQuery(page).queryKey, replaceRow);
  const backTo = sectionHref(page);
  if (sectionKey === null) return <SectionEditor page={page} stored={null} backTo={backTo} renderPreview={renderPreview} />;
  const stored = rows.data?.find((row) => row.section_key === sectionKey);
  return (
    <EditorRecord
      loading={rows.isPending}
      error={rows.error}
      found={Boolean(stored)}
      loadingLabel="Carregando conteúdos"
      notFound="Seção não encontrada"
      backTo={backTo}
      backLabel={`Conteúdo das Páginas — ${PAGE_LABELS[page]}`}
    >
      {() => (
        <SectionEditor
          key={`${sectionKey}:${restored.generation}`}
          page={page}
          stored={stored!}
          backTo={backTo}
          renderPreview={renderPreview}
          onRestored={restored.onRestored}
        />
      )}
    </EditorRecord>
  );
}
