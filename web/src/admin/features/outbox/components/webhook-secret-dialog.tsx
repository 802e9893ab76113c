import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

type Props = { secret: string | null; onClose: () => void };

/** The new endpoint's secret, shown this once: the CRM needs it to check each request's signature. */
export function WebhookSecretDialog({ secret, onClose }: Props) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Segredo do webhook</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Guarde este segredo agora, no seu CRM: ele não será mostrado de novo. Com ele, o CRM confere a assinatura (cabeçalho Alicerce-Signature) de
          cada envio.
        </DialogContentText>
        <TextField label="Segredo" value={secret ?? ''} fullWidth slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={async () => {
            await navigator.clipboard?.writeText(secret ?? '').catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? 'Copiado!' : 'Copiar'}
        </Button>
        <Button variant="contained" onClick={onClose}>
          Já guardei
        </Button>
      </DialogActions>
    </Dialog>
  );
}
