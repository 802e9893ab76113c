import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { CONTENT_TYPE_LABELS, PAGE_LABELS, pageContentFormSchema, sectionLabel, type ContentType, type PageContentFormValues, type PageContentInput } from '@alicerce/domain';
import { DiscardChangesDialog, useBeforeUnload } from '@/admin/components/section-content/leave-guard';
import { SectionContentEditor } from '@/admin/components/section-content/section-content-editor';
import { useFormToasts } from '@/lib/toast';

import { useUpsertSection } from '../api/upsert-section';
import type { PageSlug } from '../types';

type Props = {
  page: PageSlug;
  sectionKey: string;
  contentType: ContentType;
  content: object;
  /** The saved content, to show on the page at once. */
  onSaved: (content: Record<string, unknown>) => void;
  onClose: () => void;
};

/**
 * The section's form in place (lazy-loaded): a form for its type, or its JSON, with the rules and messages of spec §5
 * "Page content form", saved by upsert on (page_slug, section_key). Closing it with changes asks first, as the dashboard's editors do.
 */
export default function SectionEditorDialog({ page, sectionKey, contentType, content, onSaved, onClose }: Props) {
  const toast = useFormToasts();
  const upsert = useUpsertSection();
  const form = useForm<PageContentFormValues, unknown, PageContentInput>({
    defaultValues: { page_slug: page, section_key: sectionKey, content_type: contentType, content: JSON.stringify(content, null, 2) },
    resolver: zodResolver(pageContentFormSchema),
  });
  const error = form.formState.errors.content ?? form.formState.errors.section_key ?? form.formState.errors.content_type;
  const dirty = form.formState.isDirty && !upsert.isPending;
  const [asking, setAsking] = useState(false);
  useBeforeUnload(dirty);
  // Cancelar, Esc or a click outside: a changed section asks 'Descartar alterações?' first.
  const requestClose = () => {
    if (upsert.isPending) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  const submit = form.handleSubmit(
    (input) =>
      upsert.mutate(input, {
        onSuccess: () => {
          onSaved(input.content as Record<string, unknown>);
          toast.success('Conteúdo salvo com sucesso!');
          onClose();
        },
        onError: (failure) => toast.error('Erro ao salvar conteúdo', failure.message),
      }),
    (errors) => toast.error('Erro de validação', (errors.section_key ?? errors.content_type ?? errors.content)?.message),
  );

  return (
    <Dialog open onClose={requestClose} maxWidth="md" fullWidth aria-labelledby="section-editor-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="section-editor-title">Editar {sectionLabel(sectionKey).toLowerCase()}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Página {PAGE_LABELS[page]} · {CONTENT_TYPE_LABELS[contentType]}. As mudanças aparecem na página ao salvar.
          </Typography>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => <SectionContentEditor contentType={contentType} value={field.value} onChange={field.onChange} error={error?.message} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={upsert.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={upsert.isPending}>
            {upsert.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogActions>
      </form>
      <DiscardChangesDialog open={asking} onKeep={() => setAsking(false)} onDiscard={onClose} />
    </Dialog>
  );
}
