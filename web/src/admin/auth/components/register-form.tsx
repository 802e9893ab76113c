import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';

import { registrationFormSchema, type RegistrationForm } from '@alicerce/domain';
import { paths } from '@/shared/config/paths';
import { useToast } from '@/shared/lib/toast';

import { translateAuthError } from '../api/auth-messages';
import { register as registerAccount } from '../api/auth-requests';

import { firstError, FormField } from './form-field';

/** Spec §9: the id toast stays 10 s; the page goes to the sign-in after 3 s. */
export const USER_ID_TOAST_MS = 10_000;
export const REGISTER_REDIRECT_MS = 3_000;
const FIELDS = ['email', 'password', 'confirmPassword'];

/** Self sign-up: the account gets no admin role; the user sends the id shown here to the main admin. */
export function RegisterForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [userId, setUserId] = useState<number | null>(null);
  const { register, handleSubmit, formState } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (userId === null) return;
    const timer = setTimeout(() => navigate(paths.admin.login), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [userId, navigate]);

  const onValid = async ({ email, password }: RegistrationForm) => {
    try {
      const id = await registerAccount(email.trim().toLowerCase(), password);
      setUserId(id);
      toast.success('Cadastro realizado!', 'Envie seu ID de usuário ao administrador para liberar o acesso ao painel.');
      toast.success(`Seu ID de usuário: ${id}`, undefined, { durationMs: USER_ID_TOAST_MS });
    } catch (error) {
      toast.error('Erro ao criar usuário', translateAuthError(error));
    }
  };
  // The errors of this submit (formState in this closure is the previous render's).
  const onInvalid = (errors: FieldErrors<RegistrationForm>) => toast.error('Erro de validação', firstError(errors as never, FIELDS));

  if (userId !== null) {
    return (
      <Alert severity="success" role="status">
        Conta criada. Seu ID de usuário é <strong data-testid="new-user-id">{userId}</strong>. Envie este ID ao administrador para liberar o acesso.
        Você será levado à página de entrada em instantes.
      </Alert>
    );
  }

  const busy = formState.isSubmitting;
  const errors = formState.errors;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid, onInvalid)} aria-label="Criar conta">
      <FormField<RegistrationForm>
        name="email"
        register={register}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        errorText={errors.email?.message}
      />
      <FormField<RegistrationForm>
        name="password"
        register={register}
        label="Senha"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        errorText={errors.password?.message}
      />
      <FormField<RegistrationForm>
        name="confirmPassword"
        register={register}
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        errorText={errors.confirmPassword?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <Link component={RouterLink} to={paths.admin.login}>
        Voltar para o login
      </Link>
    </Stack>
  );
}
