import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import type { InboxKind } from '@alicerce/domain';

import { notificationsQuery, type Notification } from '../api/get-notifications';
import { formatDateTime } from '../lib/format';

const line = (n: Notification) => {
  const to = n.channel === 'email' ? `E-mail para ${n.recipient}` : n.recipient.replace(/^webhook/, 'Webhook');
  if (n.state === 'sent') return `${to}: entregue em ${formatDateTime(n.sent_at!)}`;
  if (n.state === 'failed') return `${to}: falhou (${n.last_error ?? 'erro desconhecido'}) — veja em Envios`;
  return n.attempts > 0
    ? `${to}: tentando de novo (${n.attempts} ${n.attempts === 1 ? 'tentativa' : 'tentativas'}${n.next_attempt_at ? `; próxima em ${formatDateTime(n.next_attempt_at)}` : ''})`
    : `${to}: na fila de envio`;
};

/** In a lead's or booking's details: whether the agency (and the visitor, the CRM) were notified, and when. */
export function NotificationStatus({ kind, documentId }: { kind: InboxKind; documentId: string }) {
  const notifications = useQuery(notificationsQuery(kind, documentId));
  if (notifications.isPending) return <>Carregando…</>;
  if (notifications.error) return <>Não foi possível carregar as notificações.</>;
  if (!notifications.data.length) return <>Nenhuma notificação registrada.</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {notifications.data.map((n) => (
        <li key={n.id}>{line(n)}</li>
      ))}
    </Box>
  );
}
