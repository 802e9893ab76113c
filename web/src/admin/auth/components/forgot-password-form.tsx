import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { forgotPasswordFormSchema, type ForgotPasswordForm as Form } from '@alicerce/domain';
import { paths } from '@/shared/config/paths';
import { useToast } from '@/shared/lib/toast';

import { translateAuthError } from '../api/auth-messages';
import { requestPasswordReset } from '../api/auth-requests';

import { FormField } from './form-field';

/** E-mail form, then a confirmation view with 'Tentar outro email' and the spam hint (spec §2). */
export function ForgotPasswordForm() {
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<Form>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onValid = async ({ email }: Form) => {
    try {
      await requestPasswordReset(email.trim().toLowerCase());
      setSentTo(email.trim());
      toast.success('Email enviado!', 'Confira sua caixa de entrada.');
    } catch (error) {
      toast.error('Erro ao enviar email', translateAuthError(error));
    }
  };

  if (sentTo) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Se existir uma conta com o e-mail <strong>{sentTo}</strong>, você receberá um link para redefinir sua senha.
        </Alert>
        <Typography color="text.secondary">Não encontrou a mensagem? Verifique também a pasta de spam ou lixo eletrônico.</Typography>
        <Button variant="outlined" onClick={() => (reset(), setSentTo(null))}>
          Tentar outro email
        </Button>
        <Link component={RouterLink} to={paths.admin.login}>
          Voltar para o login
        </Link>
      </Stack>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid)} aria-label="Recuperar senha">
      <FormField<Form>
        name="email"
        register={register}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        errorText={formState.errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar link de recuperação'}
      </Button>
      <Link component={RouterLink} to={paths.admin.login}>
        Voltar para o login
      </Link>
    </Stack>
  );
}
