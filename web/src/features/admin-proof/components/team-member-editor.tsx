import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { TEAM_MEMBER_FORM_FIELDS, teamMemberFormSchema, type TeamMemberFormOutput, type TeamMemberFormValues } from '@alicerce/domain';
import { EditorDialog } from '@/components/admin/editor-dialog';
import { FormSection } from '@/components/admin/form-section';
import { FormTextField } from '@/components/admin/form-text-field';
import { SingleMediaField } from '@/components/admin/media/single-media-field';

import { teamMemberValues } from '../lib/form-values';
import { TEAM } from '../lib/proof-resources';
import type { AdminTeamMember } from '../types';

import { PublicationFields } from './publication-fields';
import { firstError, useProofSave } from './use-proof-save';

type Props = { editing: AdminTeamMember | null; onClose: () => void };

/** 'Nova Pessoa' / 'Editar Pessoa': a person of the agency as /servicos shows them (without a photo, their initials). */
export function TeamMemberEditor({ editing, onClose }: Props) {
  const [initialPhoto] = useState(editing?.photo ?? null);
  const [photo, setPhoto] = useState(initialPhoto);
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberFormOutput>({ defaultValues: teamMemberValues(editing), resolver: zodResolver(teamMemberFormSchema) });
  const { run, invalid, saving } = useProofSave(TEAM, editing, onClose);
  const submit = form.handleSubmit(
    (input) => run({ ...input, photo: photo?.id ?? null }),
    (errors) => invalid(firstError(errors, TEAM_MEMBER_FORM_FIELDS)),
  );
  const half = { xs: 12, sm: 6 };

  return (
    <EditorDialog title={editing ? TEAM.text.editItem : TEAM.text.newItem} dirty={form.formState.isDirty || photo?.id !== initialPhoto?.id} saving={saving} onSubmit={submit} onClose={onClose}>
      <FormSection title="Pessoa">
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField control={form.control} name="name" label="Nome" required />
          </Grid>
          <Grid size={half}>
            <FormTextField control={form.control} name="job_title" label="Cargo" required />
          </Grid>
          <Grid size={12}>
            <FormTextField control={form.control} name="bio" label="Minibio" required multiline minRows={3} helperText="Até 300 caracteres" />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Foto">
        <SingleMediaField label="Foto" value={photo} onChange={setPhoto} />
      </FormSection>
      <FormSection title="Publicação">
        <PublicationFields control={form.control} />
      </FormSection>
    </EditorDialog>
  );
}
