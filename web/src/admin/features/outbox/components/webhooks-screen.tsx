import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { WebhookEndpointInput } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useConfirm } from '@/admin/components/use-confirm';
import { ApiError } from '@/shared/lib/api-error';
import { useToast } from '@/shared/lib/toast';

import { resendDelivery } from '../api/resend-delivery';
import { createEndpoint, deleteEndpoint, testEndpoint, updateEndpoint, webhookEndpointsQuery } from '../api/webhook-endpoints';
import type { WebhookEndpoint } from '../types';

import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';
import { WebhookSecretDialog } from './webhook-secret-dialog';

const inputOf = (endpoint: WebhookEndpoint, active: boolean): WebhookEndpointInput => ({
  url: endpoint.url,
  events: endpoint.events,
  description: endpoint.description,
  active,
});

/**
 * 'Webhooks': the CRM endpoints that get each new lead, booking and lead outcome (docs/webhooks.md) — add one (its
 * secret shown once), send a test, turn it off or on (on again resumes a paused one), see its deliveries, remove it.
 */
export function WebhooksScreen() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const endpoints = useQuery(webhookEndpointsQuery());
  const [secret, setSecret] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhook-endpoints'] });

  const create = useMutation({
    mutationFn: createEndpoint,
    onSuccess: (endpoint) => {
      setUrlError(undefined);
      setSecret(endpoint.secret);
      toast.success('Webhook adicionado!', endpoint.url);
      void refresh();
    },
    onError: (failure) => {
      // The CMS's refusals of a URL (not https, not a public address) are shown beside the field.
      if (failure instanceof ApiError && failure.status === 400) setUrlError(failure.message);
      else toast.error('Erro ao adicionar o webhook', failure.message);
    },
  });
  const change = useMutation({
    mutationFn: async ({ endpoint, action }: { endpoint: WebhookEndpoint; action: 'test' | 'toggle' | 'delete' }) => {
      if (action === 'test') return testEndpoint(endpoint.id);
      if (action === 'delete') return deleteEndpoint(endpoint.id);
      await updateEndpoint(endpoint.id, inputOf(endpoint, !(endpoint.active && !endpoint.paused_at)));
    },
    onSuccess: (_, { action }) => {
      toast.success(action === 'test' ? 'Evento de teste enviado!' : action === 'delete' ? 'Webhook excluído!' : 'Webhook atualizado!');
      void refresh();
    },
    onError: (failure) => toast.error('Erro ao atualizar o webhook', failure.message),
  });
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => {
      toast.success('Reenvio solicitado!');
      void refresh();
    },
    onError: (failure) => toast.error('Erro ao reenviar', failure.message),
  });

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Webhooks
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Envie cada novo lead, agendamento e resultado de lead para o seu CRM (RD Station, HubSpot, Pipedrive, n8n, Zapier…). Cada envio é assinado com
        o segredo do endpoint e tentado de novo por mais de um dia se o CRM não responder.
      </Typography>
      <WebhookForm saving={create.isPending} serverErrors={urlError ? { url: urlError } : undefined} onSubmit={(input) => create.mutate(input)} />
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1.5 }}>
        Endpoints{endpoints.data ? ` (${endpoints.data.length})` : ''}
      </Typography>
      {endpoints.isPending && <ListSkeleton label="Carregando webhooks" />}
      {endpoints.data?.length === 0 && <Typography color="text.secondary">Nenhum webhook cadastrado.</Typography>}
      <Box
        component="ul"
        aria-label="Webhooks cadastrados"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        {endpoints.data?.map((endpoint) => (
          <WebhookItem
            key={endpoint.id}
            endpoint={endpoint}
            busy={change.isPending && change.variables?.endpoint.id === endpoint.id}
            onTest={() => change.mutate({ endpoint, action: 'test' })}
            onToggle={() => change.mutate({ endpoint, action: 'toggle' })}
            onDelete={async () => {
              const yes = await confirm({
                title: 'Excluir webhook',
                text: `Tem certeza que deseja excluir o webhook ${endpoint.url}?`,
                confirmLabel: 'Excluir',
              });
              if (yes) change.mutate({ endpoint, action: 'delete' });
            }}
            onResend={(id) => resend.mutate(id)}
          />
        ))}
      </Box>
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
      {dialog}
    </Box>
  );
}
