import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { TESTIMONIAL_FORM_FIELDS, testimonialFormSchema, type TestimonialFormOutput, type TestimonialFormValues } from '@alicerce/domain';
import { EditorDialog } from '@/components/admin/editor-dialog';
import { FormSection } from '@/components/admin/form-section';
import { FormTextField } from '@/components/admin/form-text-field';
import { SingleMediaField } from '@/components/admin/media/single-media-field';

import { testimonialValues } from '../lib/form-values';
import { TESTIMONIALS } from '../lib/proof-resources';
import type { AdminTestimonial } from '../types';

import { CaseField } from './case-field';
import { PublicationFields } from './publication-fields';
import { firstError, useProofSave } from './use-proof-save';

type Props = { editing: AdminTestimonial | null; onClose: () => void };

/** 'Novo Depoimento' / 'Editar Depoimento': the quote, who said it, their photo, the case, and where it shows. */
export function TestimonialEditor({ editing, onClose }: Props) {
  const [initialPhoto] = useState(editing?.photo ?? null);
  const [photo, setPhoto] = useState(initialPhoto);
  const form = useForm<TestimonialFormValues, unknown, TestimonialFormOutput>({ defaultValues: testimonialValues(editing), resolver: zodResolver(testimonialFormSchema) });
  const { run, invalid, saving } = useProofSave(TESTIMONIALS, editing, onClose);
  const submit = form.handleSubmit(
    (input) => run({ ...input, photo: photo?.id ?? null }),
    (errors) => invalid(firstError(errors, TESTIMONIAL_FORM_FIELDS)),
  );
  const half = { xs: 12, sm: 6 };

  return (
    <EditorDialog title={editing ? TESTIMONIALS.text.editItem : TESTIMONIALS.text.newItem} dirty={form.formState.isDirty || photo?.id !== initialPhoto?.id} saving={saving} onSubmit={submit} onClose={onClose}>
      <FormSection title="Depoimento">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={form.control} name="quote" label="Depoimento" required multiline minRows={4} helperText="Texto simples, sem aspas (o site as desenha), até 600 caracteres" />
          </Grid>
          <Grid size={half}>
            <FormTextField control={form.control} name="author_name" label="Nome" required />
          </Grid>
          <Grid size={half}>
            <FormTextField control={form.control} name="author_role" label="Cargo" required placeholder="Diretora de Marketing" />
          </Grid>
          <Grid size={half}>
            <FormTextField control={form.control} name="company" label="Empresa" required />
          </Grid>
          <Grid size={half}>
            <CaseField control={form.control} stored={editing?.case ?? null} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Foto">
        <SingleMediaField label="Foto" value={photo} onChange={setPhoto} />
      </FormSection>
      <FormSection title="Publicação">
        <PublicationFields control={form.control} featured />
      </FormSection>
    </EditorDialog>
  );
}
