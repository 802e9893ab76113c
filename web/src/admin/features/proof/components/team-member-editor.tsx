import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';

import { TEAM_MEMBER_FORM_FIELDS, teamMemberFormSchema, type TeamMemberFormOutput, type TeamMemberFormValues } from '@alicerce/domain';
import { EditorDialog } from '@/admin/components/editor-dialog';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import { teamMemberValues } from '../lib/form-values';
import { TEAM } from '../lib/proof-resources';
import type { AdminTeamMember } from '../types';

import { PublicationFields } from './publication-fields';
import { useProofEditor } from './use-proof-editor';

type Props = { editing: AdminTeamMember | null; onClose: () => void };

/** 'Nova Pessoa' / 'Editar Pessoa': a person of the agency as /servicos shows them (without a photo, their initials). */
export function TeamMemberEditor({ editing, onClose }: Props) {
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberFormOutput>({ defaultValues: teamMemberValues(editing), resolver: zodResolver(teamMemberFormSchema) });
  const editor = useProofEditor({ resource: TEAM, editing, form, fields: TEAM_MEMBER_FORM_FIELDS, image: { field: 'photo', stored: editing?.photo ?? null }, onClose });

  return (
    <EditorDialog title={editor.title} dirty={editor.dirty} saving={editor.saving} onSubmit={editor.submit} onClose={onClose}>
      <FormSection title="Pessoa">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="name" label="Nome" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="job_title" label="Cargo" required />
          </Grid>
          <Grid size={12}>
            <FormTextField control={form.control} name="bio" label="Minibio" required multiline minRows={3} helperText="Até 300 caracteres" />
          </Grid>
          <Grid size={12}>
            <SingleMediaField label="Foto" value={editor.file} onChange={editor.choose} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Publicação">
        <PublicationFields control={form.control} />
      </FormSection>
    </EditorDialog>
  );
}
