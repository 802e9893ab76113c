import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { CLIENT_FORM_FIELDS, clientFormSchema, LOGO_REQUIRED_MESSAGE, type ClientFormOutput, type ClientFormValues } from '@alicerce/domain';
import { EditorPage } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import { clientValues } from '../lib/form-values';
import { CLIENTS } from '../lib/proof-resources';
import type { AdminClient } from '../types';

import { LogoPreview } from './logo-preview';
import { PublicationFields } from './publication-fields';
import { useProofEditor } from './use-proof-editor';

const SECTIONS = ['Cliente', 'Publicação'];

type Props = {
  editing: AdminClient | null;
  /** The list it was opened from. */ backTo: string;
  /** A version restored from the history: the screen shows it. */ onRestored?: HistoryConfig['onRestored'];
};

/** 'Novo Cliente' / 'Editar Cliente': the name, the site's address, the logo with its alt text, as the strip shows it. */
export function ClientEditor({ editing, backTo, onRestored }: Props) {
  /** The logo's alt text as typed here (null: untouched, the file's own). */
  const [alt, setAlt] = useState<string | null>(null);
  const form = useForm<ClientFormValues, unknown, ClientFormOutput>({
    defaultValues: clientValues(editing),
    resolver: zodResolver(clientFormSchema),
  });
  const editor = useProofEditor({
    resource: CLIENTS,
    editing,
    form,
    toValues: (row) => clientValues(row as AdminClient),
    fields: CLIENT_FORM_FIELDS,
    image: { field: 'logo', stored: editing?.logo ?? null, required: LOGO_REQUIRED_MESSAGE },
    alt: (file) => (file && alt !== null ? { id: file.id, alternativeText: alt } : null),
    backTo,
    onRestored,
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const altText = alt ?? editor.file?.alternativeText ?? '';

  return (
    <EditorPage
      {...editor.page}
      dirty={editor.page.dirty || alt !== null}
      sections={SECTIONS}
      preview={editor.file && <LogoPreview file={editor.file} alt={altText.trim() || name} />}
    >
      <FormSection title="Cliente">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="name" label="Nome do cliente" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="website_url"
              label="Site"
              placeholder="https://"
              helperText="Opcional: o logo vira um link para este endereço (https)"
            />
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 2 }}>
          PNG, WebP ou AVIF com fundo transparente, de preferência em uma cor: o site mostra todos os logos na cor do texto. O texto alternativo vazio
          vira o nome do cliente.
        </Typography>
        <SingleMediaField
          label="Logo"
          value={editor.file}
          onChange={(file) => {
            editor.choose(file);
            setAlt(null);
          }}
          alt={{ of: () => altText, set: (_, text) => setAlt(text) }}
        />
        {editor.missing && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {LOGO_REQUIRED_MESSAGE}
          </Typography>
        )}
      </FormSection>
      <FormSection title="Publicação">
        <PublicationFields control={form.control} />
      </FormSection>
      {editor.conflictDialog}
    </EditorPage>
  );
}
