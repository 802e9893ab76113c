import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';

import { loginFormSchema, type LoginForm } from '@alicerce/domain';
import { paths } from '@/shared/config/paths';
import { clearSession, setSession, type Session } from '@/shared/lib/session';
import { useToast } from '@/shared/lib/toast';

import { translateAuthError } from '../api/auth-messages';
import { signIn } from '../api/auth-requests';
import { remembersAnyAccount } from '../api/remembered-device';
import { fetchCurrentUser, hasDashboardAccess } from '../api/current-user';
import { signOut } from '../api/sign-out';
import { useAdminAccess } from '../api/use-admin-access';

import { FormField } from './form-field';
import { SecondFactorStep } from './second-factor-step';

/**
 * Admin sign-in (spec §2/§4): only accounts with the admin or editor role get in. An account with a second factor
 * answers the password with a ticket, and the form asks for the code (SecondFactorStep). 'Lembrar este dispositivo'
 * keeps a token from the CMS so failed sign-ins from elsewhere never slow this browser down; when the account must
 * wait, the CMS's 429 message says for how long and is shown as it comes.
 */
export function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const access = useAdminAccess();
  const [remember, setRemember] = useState(remembersAnyAccount);
  const [mfaTicket, setMfaTicket] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (access.status === 'granted') navigate(paths.admin.dashboard, { replace: true });
  }, [access.status, navigate]);

  /** With a session: only dashboard roles are let in. False when refused (the toast says why). */
  const enter = async (session: Session) => {
    setSession(session);
    const user = await fetchCurrentUser();
    if (!hasDashboardAccess(user)) {
      await signOut();
      setMfaTicket(null);
      toast.error('Acesso negado. Usuário não é administrador.');
      return;
    }
    toast.success('Login realizado com sucesso!');
    navigate(paths.admin.dashboard);
  };

  const onValid = async ({ email, password }: LoginForm) => {
    try {
      const result = await signIn(email.trim(), password, remember);
      if ('mfaTicket' in result) {
        setMfaTicket(result.mfaTicket);
        return;
      }
      await enter(result.session);
    } catch (error) {
      clearSession();
      toast.error('Erro ao fazer login', translateAuthError(error));
    }
  };

  if (mfaTicket) return <SecondFactorStep mfaTicket={mfaTicket} onSignedIn={enter} onRestart={() => setMfaTicket(null)} />;

  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid)} aria-label="Entrar no Painel CMS">
      <FormField<LoginForm>
        name="email"
        register={register}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        errorText={formState.errors.email?.message}
      />
      <FormField<LoginForm>
        name="password"
        register={register}
        label="Senha"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
        errorText={formState.errors.password?.message}
      />
      <FormControlLabel
        control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} disabled={busy} />}
        label="Lembrar este dispositivo"
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <Link component={RouterLink} to={paths.admin.forgotPassword}>
        Esqueci minha senha
      </Link>
      <Link component={RouterLink} to={paths.admin.register}>
        Criar nova conta
      </Link>
    </Stack>
  );
}
