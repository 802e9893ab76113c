import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';

import { TEAM_ROLE_LABELS, TEAM_ROLE_TYPES, teamInviteSchema, type TeamInvite } from '@alicerce/domain';
import { useToast } from '@/shared/lib/toast';

import { useInviteMember } from '../api/invite-member';

/** 'Convidar pessoa': e-mail and role; the CMS e-mails the link to set a password (the reset page). */
export function InviteForm() {
  const toast = useToast();
  const invite = useInviteMember();
  const { register, control, handleSubmit, reset, formState } = useForm<TeamInvite>({
    resolver: zodResolver(teamInviteSchema),
    defaultValues: { email: '', role: 'editor' },
  });

  const onValid = (values: TeamInvite) =>
    invite.mutateAsync(values).then(
      (member) => {
        toast.success('Convite enviado!', `${member.email} receberá um e-mail com o link para criar a senha.`);
        reset();
      },
      (error: Error) => toast.error('Erro ao enviar convite', error.message),
    );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="convidar-titulo" sx={{ mb: 3 }}>
      <Typography id="convidar-titulo" component="h2" variant="h3" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Convidar pessoa
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          {...register('email')}
          label="E-mail"
          type="email"
          size="small"
          required
          autoComplete="off"
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
          disabled={formState.isSubmitting}
          sx={{ flex: '1 1 260px' }}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <TextField
              {...field}
              select
              label="Papel"
              size="small"
              disabled={formState.isSubmitting}
              sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {TEAM_ROLE_TYPES.map((role) => (
                <MenuItem key={role} value={role}>
                  {TEAM_ROLE_LABELS[role]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 40 }}>
          {formState.isSubmitting ? 'Enviando...' : 'Enviar convite'}
        </Button>
      </Box>
    </Box>
  );
}
