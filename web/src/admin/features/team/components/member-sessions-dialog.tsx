import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import type { TeamMember } from '@alicerce/domain';
import { SessionList } from '@/admin/components/sessions/session-list';

type Props = { member: TeamMember | null; onClose: () => void };

/** Another person's sessions (admins): where the account is signed in, ending one or all of them (audited by the CMS). */
export function MemberSessionsDialog({ member, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Sessões de {member?.email}
      </DialogTitle>
      <DialogContent>{member && <SessionList owner={{ kind: 'member', id: member.id }} whose={`a conta de ${member.email}`} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
