import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';

import { confirmEnrolment, startEnrolment, type Enrolment } from '../api/second-factor-requests';

import { RecoveryCodes } from './recovery-codes';

type Props = { onEnabled: () => void };

/** The manual key in groups of four, as the apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turning the second factor on: 'Começar' asks the CMS for a secret, drawn here as a QR code (in the browser, with
 * `qrcode`: the secret goes to no other service) and as a key to type; a code of the app confirms; the 10 recovery
 * codes are shown once.
 */
export function EnrolSecondFactor({ onEnabled }: Props) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!enrolment) return;
    let active = true;
    QRCode.toDataURL(enrolment.otpauthUri, { margin: 2, width: 220 }).then((url) => active && setQr(url));
    return () => {
      active = false;
    };
  }, [enrolment]);

  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setEnrolment(await startEnrolment());
    } catch (failure) {
      setError((failure as Error).message);
    }
    setBusy(false);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Informe o código de 6 dígitos do aplicativo autenticador.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setRecoveryCodes(await confirmEnrolment(code.trim()));
    } catch (failure) {
      setError((failure as Error).message);
    }
    setBusy(false);
  };

  if (recoveryCodes) {
    return (
      <Stack spacing={2}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          Verificação em duas etapas ativada
        </Typography>
        <RecoveryCodes codes={recoveryCodes} onDone={onEnabled} />
      </Stack>
    );
  }

  if (!enrolment) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Além da senha, a entrada no painel pedirá um código de 6 dígitos de um aplicativo autenticador no seu celular (Google Authenticator,
          Microsoft Authenticator, 1Password, Authy…).
        </Typography>
        {error && <Typography color="error">{error}</Typography>}
        <Button variant="contained" onClick={start} disabled={busy}>
          Começar
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={confirm} aria-label="Ativar a verificação em duas etapas">
      <Typography>1. No aplicativo autenticador, adicione uma conta lendo este QR code:</Typography>
      <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, alignSelf: 'flex-start', lineHeight: 0 }}>
        {qr ? <img src={qr} width={220} height={220} alt="QR code para o aplicativo autenticador" /> : <Box sx={{ width: 220, height: 220 }} />}
      </Box>
      <Typography>Ou digite esta chave no aplicativo:</Typography>
      <Typography
        component="code"
        aria-label="Chave para digitar no aplicativo"
        data-secret={enrolment.secret}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
      >
        {grouped(enrolment.secret)}
      </Typography>
      <Typography>2. Digite o código de 6 dígitos que o aplicativo mostra:</Typography>
      <TextField
        label="Código de verificação"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        required
        disabled={busy}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        sx={{ maxWidth: 320 }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Confirmando...' : 'Confirmar e ativar'}
      </Button>
    </Stack>
  );
}
