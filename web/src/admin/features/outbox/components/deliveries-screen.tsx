import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { linkedValue } from '@/admin/components/linked-filter';
import { ListPagination } from '@/admin/components/list-pagination';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { deliveriesQuery } from '../api/get-deliveries';
import { resendDelivery } from '../api/resend-delivery';
import { CHANNEL_LABELS, eventLabel, STATE_LABELS } from '../lib/labels';
import type { DeliveriesQuery, DeliveryChannel, DeliveryState } from '../types';

import { DeliveryItem } from './delivery-item';
import { useBulkResend } from './use-bulk-resend';

// 'Todas' / 'Todos' shows in an unfiltered select, under its label (as on the Cases list).
const select = {
  select: true,
  size: 'small',
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  sx: { flex: { xs: '1 1 140px', sm: '0 0 220px' } },
} as const;
const STATES = Object.keys(STATE_LABELS) as DeliveryState[];
const CHANNELS = Object.keys(CHANNEL_LABELS) as DeliveryChannel[];

/**
 * 'Envios': every e-mail and CRM webhook the site owes someone (the CMS's outbox), newest first — pending, delivered
 * or failed, by channel — with each one's attempts and last error, and 'Reenviar' for one not delivered, or for
 * several at once (the bulk bar).
 */
export function DeliveriesScreen() {
  const toast = useToast();
  const queryClient = useQueryClient();
  // Início's 'Ver envios com falha' opens the list filtered (?situacao=failed).
  const [params] = useSearchParams();
  const [query, setQuery] = useState<DeliveriesQuery>(() => ({ state: linkedValue(params, 'situacao', STATES, ''), channel: '', page: 1 }));
  const deliveries = useQuery(deliveriesQuery(query));
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: (delivery) => {
      toast.success('Reenvio solicitado!', `${eventLabel(delivery.event)} para ${delivery.recipient}`);
      void queryClient.invalidateQueries({ queryKey: ['outbox-deliveries'] });
    },
    onError: (failure) => toast.error('Erro ao reenviar', failure.message),
  });
  const counts = deliveries.data?.meta.counts;
  const rows = deliveries.data?.data;
  const bulk = useBulkResend(query, rows, counts);

  useEffect(() => {
    if (deliveries.error) toast.error('Erro ao carregar os envios', deliveries.error.message);
  }, [deliveries.error, toast]);

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Envios
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Os e-mails e webhooks que o site envia para cada lead e agendamento. Um envio que falha é tentado de novo por mais de um dia.
      </Typography>
      {counts && (
        <Typography sx={{ mb: 2 }} aria-live="polite">
          {STATES.map((state) => `${STATE_LABELS[state]}: ${counts[state]}`).join(' · ')}
        </Typography>
      )}
      <Box role="search" aria-label="Filtrar envios" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField
          {...select}
          label="Situação"
          value={query.state}
          onChange={(event) => setQuery({ ...query, state: event.target.value as DeliveryState | '', page: 1 })}
        >
          <MenuItem value="">Todas</MenuItem>
          {STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {STATE_LABELS[state]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Canal"
          value={query.channel}
          onChange={(event) => setQuery({ ...query, channel: event.target.value as DeliveryChannel | '', page: 1 })}
        >
          <MenuItem value="">Todos</MenuItem>
          {CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {deliveries.isPending && <ListSkeleton label="Carregando envios" />}
      {bulk.bar}
      {rows?.length === 0 && <Typography color="text.secondary">Nenhum envio com os filtros selecionados.</Typography>}
      <Box
        component="ul"
        aria-label="Envios"
        aria-busy={deliveries.isPlaceholderData}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        {rows?.map((delivery) => (
          <DeliveryItem
            key={delivery.id}
            delivery={delivery}
            resending={resend.isPending && resend.variables === delivery.id}
            onResend={() => resend.mutate(delivery.id)}
            select={bulk.checkbox(delivery, `${eventLabel(delivery.event)} para ${delivery.recipient}`)}
          />
        ))}
      </Box>
      <ListPagination pagination={deliveries.data?.meta.pagination} onPage={(page) => setQuery({ ...query, page })} />
    </Box>
  );
}
