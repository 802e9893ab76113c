import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useConfirm } from '@/admin/components/use-confirm';
import { useToast } from '@/shared/lib/toast';

import { formatSeen } from './format-seen';
import type { AccountSession } from '@alicerce/domain';

import { sessionsQuery, useEndOtherSessions, useEndSession, type SessionOwner } from './sessions-api';

type Props = {
  owner: SessionOwner;
  /** Whose sessions, in the texts ('sua conta', 'a conta de maria@…'). */
  whose?: string;
};

const describe = (session: AccountSession) => `${session.browser} · ${session.os}`;

/**
 * Where an account is signed in: each session's browser and system, address, first and last seen ('Este dispositivo'
 * for the one in use), with 'Encerrar' and 'Encerrar todas as outras' (or, for another person's, 'Encerrar todas'),
 * each confirmed. An ended session's next request fails, and that browser shows the login.
 */
export function SessionList({ owner, whose = 'sua conta' }: Props) {
  const toast = useToast();
  const sessions = useQuery(sessionsQuery(owner));
  const end = useEndSession(owner);
  const endOthers = useEndOtherSessions(owner);
  const { confirm, dialog } = useConfirm();
  const mine = owner.kind === 'mine';
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const endOne = async (session: AccountSession) => {
    const ok = await confirm({
      title: 'Encerrar esta sessão?',
      text: session.current
        ? 'Este dispositivo sairá do painel e precisará entrar de novo.'
        : `${describe(session)} (${session.ip || 'endereço desconhecido'}) sairá do painel na próxima ação e precisará entrar de novo.`,
      confirmLabel: 'Encerrar',
    });
    if (!ok) return;
    end.mutate(session.id, {
      onSuccess: () => toast.success('Sessão encerrada!', describe(session)),
      onError: (error) => toast.error('Erro ao encerrar a sessão', error.message),
    });
  };

  const endAllOthers = async () => {
    const ok = await confirm({
      title: mine ? 'Encerrar todas as outras sessões?' : 'Encerrar todas as sessões?',
      text: mine
        ? 'Todos os outros dispositivos sairão do painel; este continua conectado.'
        : `Todos os dispositivos conectados em ${whose} sairão do painel na próxima ação.`,
      confirmLabel: mine ? 'Encerrar todas as outras' : 'Encerrar todas',
    });
    if (!ok) return;
    endOthers.mutate(undefined, {
      onSuccess: (ended) => toast.success(ended === 1 ? '1 sessão encerrada!' : `${ended} sessões encerradas!`),
      onError: (error) => toast.error('Erro ao encerrar as sessões', error.message),
    });
  };

  return (
    <Box>
      {sessions.isPending && <ListSkeleton label="Carregando sessões" rows={2} height={64} />}
      {sessions.isError && <Alert severity="error">Erro ao carregar as sessões: {sessions.error.message}</Alert>}
      {sessions.data && sessions.data.length === 0 && <Typography color="text.secondary">Nenhuma sessão ativa.</Typography>}
      {sessions.data && sessions.data.length > 0 && (
        <Box component="ul" aria-label={mine ? 'Suas sessões' : `Sessões de ${whose}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.data.map((session) => (
            <Box
              component="li"
              key={session.id}
              aria-label={`${describe(session)}${session.current ? ', este dispositivo' : ''}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography variant="body2" component="p" sx={{ fontWeight: 600, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  {describe(session)}
                  {session.current && <Chip size="small" color="success" variant="outlined" label="Este dispositivo" />}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  Endereço: {session.ip || 'desconhecido'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Desde {formatSeen(session.firstSeen)} · Última atividade {formatSeen(session.lastSeen)}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={end.isPending && end.variables === session.id}
                onClick={() => endOne(session)}
                aria-label={`Encerrar a sessão ${describe(session)}${session.current ? ' (este dispositivo)' : ''}`}
              >
                Encerrar
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {sessions.data && (mine ? others.length > 0 : sessions.data.length > 0) && (
        <Button variant="contained" color="error" sx={{ mt: 2 }} disabled={endOthers.isPending} onClick={endAllOthers}>
          {mine ? 'Encerrar todas as outras' : 'Encerrar todas'}
        </Button>
      )}
      {dialog}
    </Box>
  );
}
