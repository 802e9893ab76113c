import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';

import { resetPasswordFormSchema, type ResetPasswordForm as Form } from '@alicerce/domain';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';

import { translateAuthError } from '../api/auth-messages';
import { isResetCodeValid, resetPassword } from '../api/auth-requests';

import { firstError, FormField } from './form-field';

/** Spec §9: back to forgot-password 2 s after an invalid link; to the sign-in 1.5 s after a reset. */
export const INVALID_LINK_REDIRECT_MS = 2000;
export const RESET_DONE_REDIRECT_MS = 1500;

type LinkState = 'checking' | 'valid' | 'invalid' | 'done';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>('checking');
  const { register, handleSubmit, formState } = useForm<Form>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    let active = true;
    (code ? isResetCodeValid(code) : Promise.resolve(false))
      .then((valid) => {
        if (!active) return;
        setState(valid ? 'valid' : 'invalid');
        if (!valid) toast.error('Link inválido ou expirado', 'Por favor, solicite um novo link de recuperação de senha.');
      })
      .catch(() => active && (setState('invalid'), toast.error('Erro', 'Não foi possível validar o link de recuperação.')));
    return () => {
      active = false;
    };
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
      toast.success('Senha redefinida!', 'Entre com a nova senha.');
    } catch (error) {
      toast.error('Erro ao redefinir senha', translateAuthError(error));
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
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid, onInvalid)} aria-label="Redefinir senha">
      <FormField<Form> name="password" register={register} label="Nova senha" type="password" autoComplete="new-password" required disabled={busy} errorText={formState.errors.password?.message} />
      <FormField<Form> name="confirmPassword" register={register} label="Confirmar nova senha" type="password" autoComplete="new-password" required disabled={busy} errorText={formState.errors.confirmPassword?.message} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Salvando...' : 'Redefinir senha'}
      </Button>
    </Stack>
  );
}
