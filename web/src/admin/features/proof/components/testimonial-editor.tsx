import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';

import { TESTIMONIAL_FORM_FIELDS, testimonialFormSchema, type TestimonialFormOutput, type TestimonialFormValues } from '@alicerce/domain';
import { EditorPage } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import { testimonialValues } from '../lib/form-values';
import { TESTIMONIALS } from '../lib/proof-resources';
import type { AdminTestimonial, ProofPreviews } from '../types';

import { CaseField } from './case-field';
import { PublicationFields } from './publication-fields';
import { useProofEditor } from './use-proof-editor';

const SECTIONS = ['Depoimento', 'Quem disse', 'Publicação'];

type Props = {
  editing: AdminTestimonial | null;
  /** The list it was opened from. */ backTo: string;
  renderPreview: ProofPreviews['testimonial'];
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
};

const half = { xs: 12, sm: 6 };

/** 'Novo Depoimento' / 'Editar Depoimento': the quote and its case, who said it (with a photo), and where it shows. */
export function TestimonialEditor({ editing, backTo, renderPreview, onRestored }: Props) {
  const form = useForm<TestimonialFormValues, unknown, TestimonialFormOutput>({
    defaultValues: testimonialValues(editing),
    resolver: zodResolver(testimonialFormSchema),
  });
  const editor = useProofEditor({
    resource: TESTIMONIALS,
    editing,
    form,
    toValues: (row) => testimonialValues(row as AdminTestimonial),
    fields: TESTIMONIAL_FORM_FIELDS,
    image: { field: 'photo', stored: editing?.photo ?? null },
    backTo,
    onRestored,
  });

  const [quote, author_name, author_role, company] = useWatch({ control: form.control, name: ['quote', 'author_name', 'author_role', 'company'] });

  return (
    <EditorPage {...editor.page} sections={SECTIONS} preview={renderPreview({ quote, author_name, author_role, company, photo: editor.file })}>
      <FormSection title="Depoimento">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="quote"
              label="Depoimento"
              required
              multiline
              minRows={4}
              helperText="Texto simples, sem aspas (o site as desenha), até 600 caracteres"
            />
          </Grid>
          <Grid size={12}>
            <CaseField control={form.control} stored={editing?.case ?? null} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Quem disse">
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField control={form.control} name="author_name" label="Nome" required />
          </Grid>
          <Grid size={half}>
            <FormTextField control={form.control} name="author_role" label="Cargo" required placeholder="Diretora de Marketing" />
          </Grid>
          <Grid size={half}>
            <FormTextField control={form.control} name="company" label="Empresa" required />
          </Grid>
          <Grid size={12}>
            <SingleMediaField label="Foto" value={editor.file} onChange={editor.choose} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Publicação">
        <PublicationFields control={form.control} featured />
      </FormSection>
      {editor.conflictDialog}
    </EditorPage>
  );
}
