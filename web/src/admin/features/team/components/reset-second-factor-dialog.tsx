import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

import type { TeamMember } from '@alicerce/domain';
import { useToast } from '@/shared/lib/toast';

import { resetSecondFactor } from '../api/reset-second-factor';

type Props = { member: TeamMember | null; onClose: () => void };

/** Confirms, then resets another person's second factor (they sign in with the password alone until they enrol again). */
export function ResetSecondFactorDialog({ member, onClose }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!member) return;
    setBusy(true);
    try {
      const reset = await resetSecondFactor(member.id);
      if (reset) toast.success('Verificação em duas etapas redefinida!', member.email);
      else toast.success('Esta conta não tinha verificação em duas etapas.', member.email);
      onClose();
    } catch (error) {
      toast.error('Erro ao redefinir a verificação em duas etapas', (error as Error).message);
    }
    setBusy(false);
  };
  return (
    <Dialog open={Boolean(member)} onClose={onClose} aria-labelledby="reset-second-factor-title">
      <DialogTitle id="reset-second-factor-title">Redefinir a verificação em duas etapas?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {member?.email} poderá entrar só com a senha até ativar a verificação de novo (se ela for obrigatória, o painel pedirá isso na próxima
          entrada). Use quando a pessoa perdeu o celular e os códigos de recuperação. A ação fica na Auditoria.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          Redefinir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
