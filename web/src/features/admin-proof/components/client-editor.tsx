import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { CLIENT_FORM_FIELDS, clientFormSchema, LOGO_REQUIRED_MESSAGE, type ClientFormOutput, type ClientFormValues } from '@alicerce/domain';
import { EditorDialog } from '@/components/admin/editor-dialog';
import { FormSection } from '@/components/admin/form-section';
import { FormTextField } from '@/components/admin/form-text-field';
import { SingleMediaField } from '@/components/admin/media/single-media-field';

import { clientValues } from '../lib/form-values';
import { CLIENTS } from '../lib/proof-resources';
import type { AdminClient } from '../types';

import { LogoPreview } from './logo-preview';
import { PublicationFields } from './publication-fields';
import { firstError, useProofSave } from './use-proof-save';

type Props = { editing: AdminClient | null; onClose: () => void };

/** 'Novo Cliente' / 'Editar Cliente': the name, the logo with its alt text (as the strip shows it), the site's address. */
export function ClientEditor({ editing, onClose }: Props) {
  const [initialLogo] = useState(editing?.logo ?? null);
  const [logo, setLogo] = useState(initialLogo);
  const [alt, setAlt] = useState<string | null>(null);
  const [missingLogo, setMissingLogo] = useState(false);
  const form = useForm<ClientFormValues, unknown, ClientFormOutput>({ defaultValues: clientValues(editing), resolver: zodResolver(clientFormSchema) });
  const { run, invalid, saving } = useProofSave(CLIENTS, editing, onClose);
  const altText = alt ?? logo?.alternativeText ?? '';
  const name = useWatch({ control: form.control, name: 'name' });
  const submit = form.handleSubmit(
    (input) => {
      if (!logo) {
        setMissingLogo(true);
        return invalid(LOGO_REQUIRED_MESSAGE);
      }
      run({ ...input, logo: logo.id }, alt !== null ? { id: logo.id, alternativeText: alt } : null);
    },
    (errors) => invalid(firstError(errors, CLIENT_FORM_FIELDS) ?? (logo ? undefined : LOGO_REQUIRED_MESSAGE)),
  );

  return (
    <EditorDialog
      title={editing ? CLIENTS.text.editItem : CLIENTS.text.newItem}
      dirty={form.formState.isDirty || logo?.id !== initialLogo?.id || alt !== null}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormSection title="Cliente">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="name" label="Nome do cliente" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="website_url" label="Site" placeholder="https://" helperText="Opcional: o logo vira um link para este endereço (https)" />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Logo">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          PNG, WebP ou AVIF com fundo transparente, de preferência em uma cor: o site mostra todos os logos na cor do texto. O texto alternativo vazio vira o nome do cliente.
        </Typography>
        <SingleMediaField
          label="Logo"
          value={logo}
          onChange={(file) => {
            setLogo(file);
            setAlt(null);
            if (file) setMissingLogo(false);
          }}
          alt={{ of: () => altText, set: (_, text) => setAlt(text) }}
        />
        {missingLogo && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {LOGO_REQUIRED_MESSAGE}
          </Typography>
        )}
        {logo && <LogoPreview file={logo} alt={altText.trim() || name} />}
      </FormSection>
      <FormSection title="Publicação">
        <PublicationFields control={form.control} />
      </FormSection>
    </EditorDialog>
  );
}
