import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

import type { Session } from '@/shared/lib/session';

import { translateAuthError } from '../api/auth-messages';
import { completeSecondFactor } from '../api/auth-requests';

type Props = {
  mfaTicket: string;
  /** The session, once the code is accepted (the login form then checks the role as after a password). */
  onSignedIn: (session: Session) => Promise<void>;
  /** Back to e-mail and password (a ticket that expired or took too many wrong codes). */
  onRestart: () => void;
};

const CODE = /^\d{6}$/;

/** The sign-in's second step: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function SecondFactorStep({ mfaTicket, onSignedIn, onRestart }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.replace(/\s/g, '');
    if (recovery ? typed.length < 10 : !CODE.test(typed)) {
      setError(recovery ? 'Informe um dos seus códigos de recuperação.' : 'Informe o código de 6 dígitos do aplicativo autenticador.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const session = await completeSecondFactor(mfaTicket, recovery ? { recoveryCode: value.trim() } : { code: typed });
      await onSignedIn(session);
    } catch (failure) {
      setError(translateAuthError(failure));
      setBusy(false);
    }
  };

  const label = recovery ? 'Código de recuperação' : 'Código de verificação';
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Verificação em duas etapas">
      <Typography>
        {recovery
          ? 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas. Cada código vale uma vez.'
          : 'Digite o código de 6 dígitos que o aplicativo autenticador mostra agora.'}
      </Typography>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        disabled={busy}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: recovery ? { autoCapitalize: 'characters', spellCheck: false } : { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Verificando...' : 'Verificar'}
      </Button>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setError(undefined);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
      </Link>
      <Link component="button" type="button" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
        Voltar e entrar com outra conta
      </Link>
    </Stack>
  );
}
