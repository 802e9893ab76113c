import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';

import { resetPasswordFormSchema, type ResetPasswordForm as Form } from '@alicerce/domain';
import { paths } from '@/shared/config/paths';
import { useToast } from '@/shared/lib/toast';

import { translateAuthError } from '../api/auth-messages';
import { checkResetCode, resetPassword, type ResetLink } from '../api/auth-requests';

import { firstError, FormField } from './form-field';

/** Spec §9: back to forgot-password 2 s after an invalid link; to the sign-in 1.5 s after a reset. */
export const INVALID_LINK_REDIRECT_MS = 2000;
export const RESET_DONE_REDIRECT_MS = 1500;

type LinkState = 'checking' | 'valid' | 'invalid' | 'done';

/**
 * The same page and code serve a password reset and a team invitation (the invitee's first password): the words
 * follow what the link is. The reset keeps the spec's texts ('Senha redefinida!', 'Erro ao redefinir senha').
 */
export const RESET_PAGE_TEXTS = {
  reset: {
    heading: 'Redefinir senha',
    intro: 'Escolha uma nova senha para a sua conta.',
    password: 'Nova senha',
    confirm: 'Confirmar nova senha',
    done: ['Senha redefinida!', 'Entre com a nova senha.'],
    failed: 'Erro ao redefinir senha',
  },
  invite: {
    heading: 'Definir senha',
    intro: 'Crie sua senha de acesso ao Painel CMS.',
    password: 'Senha',
    confirm: 'Confirmar senha',
    done: ['Senha definida!', 'Entre com a senha criada.'],
    failed: 'Erro ao definir senha',
  },
} as const;

type Props = { /** Told what the link opens once the CMS has checked it (the page's heading follows). */ onLink?: (link: ResetLink) => void };

export function ResetPasswordForm({ onLink }: Props) {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>('checking');
  const [kind, setKind] = useState<'reset' | 'invite'>('reset');
  const texts = RESET_PAGE_TEXTS[kind];
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    let active = true;
    (code ? checkResetCode(code) : Promise.resolve<ResetLink>('invalid'))
      .then((link) => {
        if (!active) return;
        const valid = link !== 'invalid';
        if (valid) setKind(link);
        onLink?.(link);
        setState(valid ? 'valid' : 'invalid');
        if (!valid) toast.error('Link inválido ou expirado', 'Por favor, solicite um novo link de recuperação de senha.');
      })
      .catch(() => active && (setState('invalid'), toast.error('Erro', 'Não foi possível validar o link de recuperação.')));
    return () => {
      active = false;
    };
    // onLink is read once per code: a new callback from the page must not check the link again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [code, toast]);

  useEffect(() => {
    if (state !== 'invalid' && state !== 'done') return;
    const [to, ms] = state === 'invalid' ? [paths.admin.forgotPassword, INVALID_LINK_REDIRECT_MS] : [paths.admin.login, RESET_DONE_REDIRECT_MS];
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const onValid = async ({ password }: Form) => {
    try {
      await resetPassword(code, password);
      setState('done');
      toast.success(texts.done[0], texts.done[1]);
    } catch (error) {
      toast.error(texts.failed, translateAuthError(error));
    }
  };
  // The errors of this submit (formState in this closure is the previous render's).
  const onInvalid = (errors: FieldErrors<Form>) => toast.error('Erro', firstError(errors as never, ['confirmPassword', 'password']));

  if (state !== 'valid') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }} role="status" aria-label="Validando link">
        {state === 'checking' && <CircularProgress />}
      </Box>
    );
  }
  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid, onInvalid)} aria-label={texts.heading}>
      <FormField<Form>
        name="password"
        register={register}
        label={texts.password}
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        errorText={formState.errors.password?.message}
      />
      <FormField<Form>
        name="confirmPassword"
        register={register}
        label={texts.confirm}
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        errorText={formState.errors.confirmPassword?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Salvando...' : texts.heading}
      </Button>
    </Stack>
  );
}
