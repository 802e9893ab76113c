import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

import { breakPoints, CHANNEL_LABELS, eventLabel, STATE_LABELS, SUBJECT_LABELS } from '../lib/labels';
import type { Delivery } from '../types';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });
const when = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
const STATE_COLORS = { pending: 'warning', sent: 'success', failed: 'error' } as const;

type Props = {
  delivery: Delivery;
  resending: boolean;
  onResend: () => void;
  /** Its bulk-selection checkbox (none for a delivered one). */
  select?: ReactNode;
};

/** One delivery as a card (the same on a phone): what, to whom, its state and attempts, and 'Reenviar' unless delivered. */
export function DeliveryItem({ delivery, resending, onResend, select }: Props) {
  const lastAttempt = delivery.attempt_log.at(-1);
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0, display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        {select}
        <Box sx={{ flex: 1, minWidth: 0, alignSelf: 'center' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color={STATE_COLORS[delivery.state]} label={STATE_LABELS[delivery.state]} />
            <Chip size="small" variant="outlined" label={CHANNEL_LABELS[delivery.channel]} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {eventLabel(delivery.event)}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
              para{' '}
              {breakPoints(delivery.recipient).map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Criado em {when(delivery.created_at)} · {SUBJECT_LABELS[delivery.subject_type]}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {' '}
              (nº {delivery.subject_id})
            </Box>{' '}
            · {delivery.attempts} {delivery.attempts === 1 ? 'tentativa' : 'tentativas'}
            {delivery.sent_at && <> · entregue em {when(delivery.sent_at)}</>}
            {delivery.next_attempt_at && delivery.attempts > 0 && <> · próxima tentativa em {when(delivery.next_attempt_at)}</>}
          </Typography>
          {delivery.last_error && delivery.state !== 'sent' && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              Último erro{lastAttempt ? <> ({when(lastAttempt.at)})</> : null}: {delivery.last_error}
            </Typography>
          )}
        </Box>
      </Box>
      {delivery.state !== 'sent' && (
        <Button
          variant="outlined"
          size="small"
          onClick={onResend}
          disabled={resending}
          aria-label={`Reenviar: ${eventLabel(delivery.event)} para ${delivery.recipient}`}
        >
          {resending ? 'Reenviando...' : 'Reenviar'}
        </Button>
      )}
    </Box>
  );
}
