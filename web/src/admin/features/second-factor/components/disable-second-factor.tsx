import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

import { disableSecondFactor } from '../api/second-factor-requests';

/** Turning the second factor off: the current password and a code of the app (or a recovery code). */
export function DisableSecondFactor({ onDisabled }: { onDisabled: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) {
      setError('Informe sua senha e um código do aplicativo (ou de recuperação).');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await disableSecondFactor(password, code);
      onDisabled();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Desativar a verificação em duas etapas" sx={{ maxWidth: 420 }}>
      <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        Desativar
      </Typography>
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <TextField
        label="Código do aplicativo ou de recuperação"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={busy}
        error={Boolean(error)}
        helperText={error}
      />
      <Button type="submit" variant="outlined" color="error" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Desativar a verificação em duas etapas
      </Button>
    </Stack>
  );
}
