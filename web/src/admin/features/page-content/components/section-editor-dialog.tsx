import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import {
  CONTENT_TYPE_LABELS,
  PAGE_LABELS,
  pageContentFormSchema,
  sectionLabel,
  type ContentType,
  type PageContentFormValues,
  type PageSlug,
  type PageContentInput,
} from '@alicerce/domain';
import { DiscardChangesDialog, useBeforeUnload } from '@/admin/components/section-content/leave-guard';
import {
  rowConflictValues,
  sectionConflictFields,
  sectionConflictValues,
  sectionFormOf,
  useEditConflict,
} from '@/admin/components/section-content/section-conflict';
import { SectionContentEditor } from '@/admin/components/section-content/section-content-editor';
import { useFormToasts } from '@/shared/lib/toast';

import { sectionRowQuery } from '../api/get-section-row';
import { useUpsertSection } from '../api/upsert-section';

type Props = {
  page: PageSlug;
  sectionKey: string;
  contentType: ContentType;
  content: object;
  /** The saved content, to show on the page at once. */
  onSaved: (content: Record<string, unknown>) => void;
  onClose: () => void;
};

const TITLE_ID = 'section-editor-title';

/**
 * The section's form in place (lazy-loaded): first the stored row is read as the signed-in admin (its version: what
 * the save is checked against, issue 51), then the form — for its type, or its JSON — with the rules and messages of
 * spec §5 "Page content form", saved by upsert on (page_slug, section_key).
 */
export default function SectionEditorDialog(props: Props) {
  const row = useQuery(sectionRowQuery(props.page, props.sectionKey));
  if (row.isSuccess) {
    const stored = row.data;
    return (
      <SectionForm
        {...props}
        contentType={stored?.content_type ?? props.contentType}
        content={stored?.content ?? props.content}
        version={stored?.version ?? null}
      />
    );
  }
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Editar {sectionLabel(props.sectionKey).toLowerCase()}</DialogTitle>
      <DialogContent dividers>
        {row.isError ? (
          <Alert severity="error">{`Não foi possível carregar a seção. ${row.error.message}`}</Alert>
        ) : (
          <CircularProgress aria-label="Carregando seção" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The form, from the stored row (or the page's copy when none is stored), with its version precondition and the conflict view. */
function SectionForm({ page, sectionKey, contentType, content, version, onSaved, onClose }: Props & { version: number | null }) {
  const toast = useFormToasts();
  const upsert = useUpsertSection();
  const form = useForm<PageContentFormValues, unknown, PageContentInput>({
    defaultValues: { page_slug: page, section_key: sectionKey, content_type: contentType, content: JSON.stringify(content, null, 2) },
    resolver: zodResolver(pageContentFormSchema),
  });
  const edit = useEditConflict({
    version,
    base: sectionConflictValues(contentType, JSON.stringify(content, null, 2)),
    fields: (...values) => sectionConflictFields(contentType, ...values),
    fromDocument: rowConflictValues,
    read: () => sectionConflictValues(form.getValues('content_type'), form.getValues('content')),
    apply: ({ baseline, values }) => {
      form.reset({ page_slug: page, section_key: sectionKey, ...sectionFormOf(baseline) } as PageContentFormValues);
      form.setValue('content', sectionFormOf(values).content, { shouldDirty: true });
    },
    resave: () => void submit(),
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
      upsert.mutate(
        { input, precondition: edit.precondition() },
        {
          onSuccess: (row) => {
            edit.saved(row?.version ?? null);
            onSaved(input.content as Record<string, unknown>);
            toast.success('Conteúdo salvo com sucesso!');
            onClose();
          },
          onError: (failure) => {
            if (!edit.conflict(failure)) toast.error('Erro ao salvar conteúdo', failure.message);
          },
        },
      ),
    (errors) => toast.error('Erro de validação', (errors.section_key ?? errors.content_type ?? errors.content)?.message),
  );

  return (
    <Dialog open onClose={requestClose} maxWidth="md" fullWidth aria-labelledby={TITLE_ID}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={TITLE_ID}>Editar {sectionLabel(sectionKey).toLowerCase()}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Página {PAGE_LABELS[page]} · {CONTENT_TYPE_LABELS[contentType]}. As mudanças aparecem na página ao salvar.
          </Typography>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <SectionContentEditor contentType={contentType} value={field.value} onChange={field.onChange} error={error?.message} />
            )}
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
      {edit.dialog}
    </Dialog>
  );
}
