import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';

import { TEAM_MEMBER_FORM_FIELDS, teamMemberFormSchema, type TeamMemberFormOutput, type TeamMemberFormValues } from '@alicerce/domain';
import { EditorPage } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import { teamMemberValues } from '../lib/form-values';
import { TEAM } from '../lib/proof-resources';
import type { AdminTeamMember, ProofPreviews } from '../types';

import { PublicationFields } from './publication-fields';
import { useProofEditor } from './use-proof-editor';

const SECTIONS = ['Pessoa', 'Publicação'];

type Props = {
  editing: AdminTeamMember | null;
  /** The list it was opened from. */ backTo: string;
  renderPreview: ProofPreviews['teamMember'];
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
};

/** 'Nova Pessoa' / 'Editar Pessoa': a person of the agency as /servicos shows them (without a photo, their initials). */
export function TeamMemberEditor({ editing, backTo, renderPreview, onRestored }: Props) {
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberFormOutput>({
    defaultValues: teamMemberValues(editing),
    resolver: zodResolver(teamMemberFormSchema),
  });
  const editor = useProofEditor({
    resource: TEAM,
    editing,
    form,
    toValues: (row) => teamMemberValues(row as AdminTeamMember),
    fields: TEAM_MEMBER_FORM_FIELDS,
    image: { field: 'photo', stored: editing?.photo ?? null },
    backTo,
    onRestored,
  });

  const [name, job_title, bio] = useWatch({ control: form.control, name: ['name', 'job_title', 'bio'] });

  return (
    <EditorPage {...editor.page} sections={SECTIONS} preview={renderPreview({ name, job_title, bio, photo: editor.file })}>
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
      {editor.conflictDialog}
    </EditorPage>
  );
}
