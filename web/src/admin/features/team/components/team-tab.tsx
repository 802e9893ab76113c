import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { TEAM_ROLE_LABELS, type TeamMember, type TeamMemberChange, type TeamRoleType } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { useChangeMember } from '../api/change-member';
import { teamQuery } from '../api/get-team';
import { confirmationFor, type PendingChange } from '../lib/pending-change';

import { ConfirmChangeDialog } from './confirm-change-dialog';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';
import { MemberSessionsDialog } from './member-sessions-dialog';

const done = (change: TeamMemberChange) =>
  change.blocked === true
    ? 'Conta bloqueada!'
    : change.blocked === false
      ? 'Conta desbloqueada!'
      : `Papel alterado para ${TEAM_ROLE_LABELS[change.role as TeamRoleType]}!`;

/** 'Equipe' (admins only): invite by e-mail, and each account's role, block and sessions; losing access is confirmed first. */
export function TeamTab({ currentUserId }: { currentUserId?: number }) {
  const toast = useToast();
  const team = useQuery(teamQuery());
  const change = useChangeMember();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const [sessionsOf, setSessionsOf] = useState<TeamMember | null>(null);

  const apply = (member: TeamMember, next: TeamMemberChange) => {
    setPending(null);
    change.mutate(
      { id: member.id, change: next },
      {
        onSuccess: () => toast.success(done(next), member.email),
        onError: (error) => toast.error('Erro ao alterar conta', error.message),
      },
    );
  };
  const request = (member: TeamMember, next: TeamMemberChange) => {
    const confirmation = confirmationFor(member, next);
    if (confirmation) setPending(confirmation);
    else apply(member, next);
  };

  return (
    <Box>
      <InviteForm />
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Contas {team.data && `(${team.data.length})`}
      </Typography>
      {team.isPending && <ListSkeleton label="Carregando equipe" rows={3} height={56} />}
      {team.isError && <Alert severity="error">Erro ao carregar equipe: {team.error.message}</Alert>}
      {team.data && (
        <Box component="ul" aria-label="Contas da equipe" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {team.data.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelf={member.id === currentUserId}
              busy={change.isPending && change.variables?.id === member.id}
              onChange={(next) => request(member, next)}
              onResetSecondFactor={() => setResetting(member)}
              onSessions={() => setSessionsOf(member)}
            />
          ))}
        </Box>
      )}
      <MemberSessionsDialog member={sessionsOf} onClose={() => setSessionsOf(null)} />
      <ConfirmChangeDialog pending={pending} onCancel={() => setPending(null)} onConfirm={(p) => apply(p.member, p.change)} />
      <ResetSecondFactorDialog member={resetting} onClose={() => setResetting(null)} />
    </Box>
  );
}
