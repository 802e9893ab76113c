import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/shared/config/paths';
import { useToast } from '@/shared/lib/toast';

import { useAdminAccess } from '../api/use-admin-access';
import type { CurrentUser } from '../api/current-user';

/** Renders the dashboard only for admins and editors; everyone else is sent where spec §4 says, with its toast. */
export function AdminGuard({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const access = useAdminAccess();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (access.status === 'anonymous') navigate(paths.admin.login, { replace: true });
    if (access.status === 'ended') {
      toast.error('Sessão encerrada', 'Entre novamente para continuar.');
      navigate(paths.admin.login, { replace: true });
    }
    if (access.status === 'denied') {
      toast.error('Acesso negado', 'Você não tem permissão para acessar esta área.');
      navigate(paths.home, { replace: true });
    }
    if (access.status === 'error') {
      toast.error('Erro', access.message);
      navigate(paths.home, { replace: true });
    }
  }, [access, navigate, toast]);

  if (access.status !== 'granted') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} role="status" aria-label="Verificando acesso">
        <CircularProgress />
      </Box>
    );
  }
  return <>{children(access.user)}</>;
}
