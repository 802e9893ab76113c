import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  isRenderedContentType,
  pageContentFormSchema,
  parseContentText,
  type PageContentFormValues,
  type PageContentInput,
  type RenderedContentType,
} from '@alicerce/domain';
import { SectionContentEditor } from '@/admin/components/section-content/section-content-editor';
import { useFormToasts } from '@/lib/toast';

import { useUpsertPageContent } from '../api/upsert-page-content';

/** The public component of a section type drawing `content` (composed in by the dashboard route). */
export type RenderSectionPreview = (contentType: RenderedContentType, content: Record<string, unknown>) => ReactNode;

type Props = { initial: PageContentFormValues; isNew: boolean; onSaved: (saved: PageContentInput) => void; renderPreview?: RenderSectionPreview };

const FIELDS = ['section_key', 'content_type', 'content'] as const;

/** One section (spec §5 "Page content form"): key, type and content (a form per type, or JSON), saved by upsert. */
export function SectionForm({ initial, isNew, onSaved, renderPreview }: Props) {
  const toast = useFormToasts();
  const upsert = useUpsertPageContent();
  const form = useForm<PageContentFormValues, unknown, PageContentInput>({ defaultValues: initial, resolver: zodResolver(pageContentFormSchema) });
  const { errors } = form.formState;
  const contentType = useWatch({ control: form.control, name: 'content_type' });
  const content = parseContentText(useWatch({ control: form.control, name: 'content' }));
  const preview = renderPreview && isRenderedContentType(contentType) && content.ok ? renderPreview(contentType, content.value) : null;

  const submit = form.handleSubmit(
    (input) =>
      upsert.mutate(input, {
        onSuccess: () => {
          toast.success('Conteúdo salvo com sucesso!');
          onSaved(input);
        },
        onError: (error) => toast.error('Erro ao salvar conteúdo', error.message),
      }),
    (invalid) => toast.error('Erro de validação', FIELDS.map((name) => invalid[name]?.message).find(Boolean)),
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: preview ? 6 : 12 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Formulário da seção">
          {isNew && (
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
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <SectionContentEditor key={contentType} contentType={contentType} value={field.value} onChange={field.onChange} error={errors.content?.message} />
            )}
          />
          <Button type="submit" variant="contained" disabled={upsert.isPending} sx={{ alignSelf: 'flex-start' }}>
            {upsert.isPending ? 'Salvando...' : 'Salvar conteúdo'}
          </Button>
        </Stack>
      </Grid>
      {preview && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            Pré-visualização
          </Typography>
          {/* The public section as the page draws it, smaller; inert: its links and heading belong to the page, not the panel. */}
          <Box inert data-testid="section-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', zoom: 0.55 }}>
            {preview}
          </Box>
        </Grid>
      )}
    </Grid>
  );
}
