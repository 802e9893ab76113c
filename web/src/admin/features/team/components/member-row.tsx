import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { TEAM_ROLE_LABELS, TEAM_ROLE_TYPES, TEAM_STATUS_LABELS, type TeamMember, type TeamMemberChange, type TeamRoleType } from '@alicerce/domain';

import { formatDate } from '../lib/format-date';

type Props = {
  member: TeamMember;
  isSelf: boolean;
  busy: boolean;
  onChange: (change: TeamMemberChange) => void;
  onSessions: () => void;
  onResetSecondFactor?: () => void;
};

// No 'warning': its orange on a light page is below 4.5:1 for the chip's small text.
const STATUS_COLOR = { active: 'success', blocked: 'error', pending: 'primary' } as const;

/**
 * One account: e-mail, status, since when, its role (a select), 'Sessões', 'Bloquear' / 'Desbloquear' and 'Redefinir 2FA'.
 * On one's own account the role and the block are off, with the reason beside them (the CMS refuses them too).
 */
export function MemberRow({ member, isSelf, busy, onChange, onSessions, onResetSecondFactor }: Props) {
  const known = (TEAM_ROLE_TYPES as readonly string[]).includes(member.role);
  return (
    <Box
      component="li"
      aria-label={`Conta ${member.email}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {member.email}
          {isSelf && ' (você)'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Desde {formatDate(member.createdAt)}
        </Typography>
        {isSelf && (
          <Typography variant="caption" color="text.secondary" component="p" id={`own-account-${member.id}`}>
            Seu papel e o bloqueio da sua conta são alterados por outra pessoa administradora.
          </Typography>
        )}
      </Box>
      <Chip size="small" variant="outlined" color={STATUS_COLOR[member.status]} label={TEAM_STATUS_LABELS[member.status]} />
      <TextField
        select
        size="small"
        value={known ? member.role : ''}
        disabled={busy || isSelf}
        onChange={(event) => onChange({ role: event.target.value as TeamRoleType })}
        slotProps={{ htmlInput: { 'aria-label': `Papel de ${member.email}` }, select: { inputProps: { 'aria-label': `Papel de ${member.email}` } } }}
        sx={{ minWidth: 200 }}
      >
        {TEAM_ROLE_TYPES.map((role) => (
          <MenuItem key={role} value={role}>
            {TEAM_ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="outlined" onClick={onSessions} aria-label={`Sessões de ${member.email}`}>
        Sessões
      </Button>
      <Button
        size="small"
        variant="outlined"
        color={member.status === 'blocked' ? 'primary' : 'error'}
        disabled={busy || isSelf}
        onClick={() => onChange({ blocked: member.status !== 'blocked' })}
      >
        {member.status === 'blocked' ? 'Desbloquear' : 'Bloquear'}
      </Button>
      {onResetSecondFactor && !isSelf && (
        <Button
          size="small"
          variant="text"
          disabled={busy}
          onClick={onResetSecondFactor}
          aria-label={`Redefinir a verificação em duas etapas de ${member.email}`}
        >
          Redefinir 2FA
        </Button>
      )}
    </Box>
  );
}
