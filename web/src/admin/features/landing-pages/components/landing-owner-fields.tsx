import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useController, useWatch } from 'react-hook-form';

import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';

import { landingWebhooksQuery } from '../api/landing-webhooks';

import type { LandingControl } from './blocks/block-field';
import { LandingImageField } from './blocks/landing-image-field';

const OWNER_KINDS = [
  { value: 'agency', label: 'A própria agência (página com o menu do site)' },
  { value: 'launch', label: 'Lançamento de um cliente (página focada, sem o menu do site)' },
] as const;

const TAG_CATEGORIES = [
  { value: 'marketing', label: 'Marketing' },
  { value: 'analytics', label: 'Estatística' },
] as const;

/** The page's recipients typed one per line (or separated by commas); the form keeps the list. */
function RecipientsField({ control, disabled }: { control: LandingControl; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name: 'lead_routing.recipients' });
  const list = (field.value as string[] | undefined) ?? [];
  const [text, setText] = useState(list.join('\n'));
  const error = fieldState.error?.message ?? (fieldState.error as unknown as Array<{ message?: string }> | undefined)?.find?.(Boolean)?.message;
  return (
    <TextField
      label="E-mails que recebem os leads"
      name={field.name}
      value={text}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value
            .split(/[\n,;]+/)
            .map((address) => address.trim())
            .filter(Boolean),
        );
      }}
      multiline
      minRows={2}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? 'Um por linha (até 5). Cada lead da página chega a cada um, além da caixa de entrada da agência.'}
      fullWidth
    />
  );
}

/**
 * The page's own webhook: one of the endpoints registered in Administração › Webhooks with the landing-page event (the
 * launch's CRM gets this page's leads, signed and retried). Admins pick from the list; an editor sees which is set.
 */
function PageWebhookField({ control, isAdmin }: { control: LandingControl; isAdmin: boolean }) {
  const { field, fieldState } = useController({ control, name: 'lead_routing.webhook_endpoint_id' });
  const endpoints = useQuery({ ...landingWebhooksQuery(), enabled: isAdmin });
  const value = (field.value as number | null | undefined) ?? null;
  const listed = endpoints.data ?? [];
  const options = value !== null && !listed.some((endpoint) => endpoint.id === value) ? [...listed, { id: value, url: '', description: '' }] : listed;
  const help = isAdmin
    ? listed.length === 0
      ? 'Nenhum webhook recebe leads de landing pages: cadastre um em Administração › Webhooks com o evento “Novo lead das landing pages que usam este webhook”.'
      : 'O CRM do lançamento recebe cada lead desta página, assinado e com novas tentativas, além dos e-mails acima.'
    : undefined;
  return (
    <TextField
      select
      label="Webhook da página (opcional)"
      name={field.name}
      value={value === null ? '' : String(value)}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={!isAdmin}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? help}
      fullWidth
    >
      <MenuItem value="">Nenhum</MenuItem>
      {options.map((endpoint) => (
        <MenuItem key={endpoint.id} value={String(endpoint.id)}>
          {endpoint.description || endpoint.url || `Webhook nº ${endpoint.id}`}
          {endpoint.description && endpoint.url ? ` — ${endpoint.url}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Who the page speaks for and how a visitor reaches them (issue 54): the owner (the agency, or a client's launch with
 * its name, logo and accent colour), the page's WhatsApp, its message and its call to action; and, for admins only,
 * where its leads go (recipients, webhook) and its own measurement tags. An editor sees those disabled — the CMS
 * refuses an editor's change anyway (403).
 */
export function LandingOwnerFields({ control, isAdmin }: { control: LandingControl; isAdmin: boolean }) {
  const kind = useWatch({ control, name: 'owner.kind' });
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <FormSection title="Dono e contato">
        <Grid container spacing={2}>
          <Grid size={12}>
            <Controller
              control={control}
              name="owner.kind"
              render={({ field }) => (
                <TextField select label="De quem é a página" name={field.name} value={field.value ?? 'agency'} onChange={field.onChange} fullWidth>
                  {OWNER_KINDS.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          {kind === 'launch' && (
            <>
              <Grid size={half}>
                <FormTextField control={control} name="owner.name" label="Nome do lançamento ou da incorporadora" required />
              </Grid>
              <Grid size={half}>
                <FormTextField control={control} name="owner.accent" label="Cor de destaque (opcional)" placeholder="#1f6f5c" />
              </Grid>
              <Grid size={12}>
                <LandingImageField control={control} name="owner.logo" label="Logo do lançamento" />
              </Grid>
            </>
          )}
          <Grid size={half}>
            <FormTextField control={control} name="contact.whatsapp" label="WhatsApp da página" placeholder="+55 15 99876-5432" />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="contact.cta_text" label="Texto da chamada principal" placeholder="Quero a tabela" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="contact.whatsapp_message" label="Mensagem inicial do WhatsApp" multiline minRows={2} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Destino dos leads">
        <Stack spacing={2}>
          {!isAdmin && <Alert severity="info">Somente administradores alteram para onde vão os leads da página e as tags de medição.</Alert>}
          <RecipientsField control={control} disabled={!isAdmin} />
          <PageWebhookField control={control} isAdmin={isAdmin} />
          <FormTextField
            control={control}
            name="tracking.markup"
            label="Tags de medição do lançamento (opcional)"
            helperText="O pixel ou o gerenciador de tags do cliente: carregado só depois do consentimento do visitante."
            multiline
            minRows={3}
            disabled={!isAdmin}
          />
          <Controller
            control={control}
            name="tracking.category"
            render={({ field }) => (
              <TextField
                select
                label="Categoria de consentimento das tags"
                name={field.name}
                value={field.value ?? 'marketing'}
                onChange={field.onChange}
                disabled={!isAdmin}
                fullWidth
              >
                {TAG_CATEGORIES.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </FormSection>
    </>
  );
}
