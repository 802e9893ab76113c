import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { WEBHOOK_EVENT_LABELS } from '@alicerce/domain';

import { endpointDeliveriesQuery } from '../api/webhook-endpoints';
import type { WebhookEndpoint } from '../types';

import { DeliveryItem } from './delivery-item';

type Props = {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onTest: () => void;
  onToggle: () => void;
  onDelete: () => void;
  onResend: (id: number) => void;
};

const status = (endpoint: WebhookEndpoint) =>
  endpoint.paused_at
    ? { label: 'Pausado (falhas)', color: 'error' as const }
    : endpoint.active
      ? { label: 'Ativo', color: 'success' as const }
      : { label: 'Desativado', color: 'default' as const };

/** One CRM endpoint: its URL and events, on/off, a test event, its latest deliveries on demand, and removal. */
export function WebhookItem({ endpoint, busy, onTest, onToggle, onDelete, onResend }: Props) {
  const [open, setOpen] = useState(false);
  const deliveries = useQuery({ ...endpointDeliveriesQuery(endpoint.id), enabled: open });
  const { label, color } = status(endpoint);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={color} label={label} />
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Typography>
      </Box>
      {endpoint.description && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {endpoint.description}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Eventos: {endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button size="small" variant="outlined" onClick={onTest} disabled={busy}>
          Enviar teste
        </Button>
        <Button size="small" variant="outlined" onClick={onToggle} disabled={busy}>
          {endpoint.active && !endpoint.paused_at ? 'Desativar' : 'Ativar'}
        </Button>
        <Button size="small" variant="outlined" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Ocultar entregas' : 'Ver entregas'}
        </Button>
        <Button size="small" color="error" onClick={onDelete} disabled={busy}>
          Excluir
        </Button>
      </Box>
      {open && (
        <Box component="ul" aria-label={`Entregas para ${endpoint.url}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {deliveries.data?.length === 0 && (
            <Typography component="li" color="text.secondary">
              Nenhuma entrega ainda.
            </Typography>
          )}
          {deliveries.data?.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} resending={false} onResend={() => onResend(delivery.id)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
