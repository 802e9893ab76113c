import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type Props = { open: boolean; leads: number; bookings: number; busy: boolean; onCancel: () => void; onConfirm: () => void };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Anonimizar dados pessoais?': what will be replaced and what stays, before it is done. Esc or a click outside cancels. */
export function AnonymiseDialog({ open, leads, bookings, busy, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>Anonimizar dados pessoais?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Nome, e-mail, telefone, empresa, mensagem, endereço de referência e navegador de {plural(leads, 'lead', 'leads')} e{' '}
          {plural(bookings, 'agendamento', 'agendamentos')} serão substituídos. Os registros continuam nas contagens e estatísticas (datas,
          status, horário e origem). Esta ação não pode ser desfeita.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancelar
        </Button>
        <Button onClick={onConfirm} color="error" disabled={busy}>
          Anonimizar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
