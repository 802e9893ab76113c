import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { getSecondFactorStatus } from '../api/second-factor-requests';

import { DisableSecondFactor } from './disable-second-factor';
import { EnrolSecondFactor } from './enrol-second-factor';

export const secondFactorQuery = () => ({ queryKey: ['second-factor', 'status'], queryFn: getSecondFactorStatus });

/** 'Verificação em duas etapas': turn it on (QR code, code, recovery codes) or off (password and code). */
export function SecondFactorScreen() {
  const toast = useToast();
  const client = useQueryClient();
  const status = useQuery(secondFactorQuery());
  const refresh = () => client.invalidateQueries({ queryKey: ['second-factor'] });

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
        Verificação em duas etapas
      </Typography>
      {status.isPending ? (
        <ListSkeleton label="Carregando a verificação em duas etapas" rows={2} />
      ) : status.isError ? (
        <Alert severity="error">{status.error.message}</Alert>
      ) : status.data.enabled ? (
        <>
          <Alert severity="success">
            A verificação em duas etapas está ativa. Códigos de recuperação restantes: {status.data.recoveryCodesLeft}.
          </Alert>
          <DisableSecondFactor
            onDisabled={() => {
              toast.success('Verificação em duas etapas desativada.');
              void refresh();
            }}
          />
        </>
      ) : (
        <>
          {status.data.required && (
            <Alert severity="warning">A verificação em duas etapas é obrigatória para administradores: ative-a para usar o painel.</Alert>
          )}
          <EnrolSecondFactor onEnabled={() => void refresh()} />
        </>
      )}
    </Stack>
  );
}
