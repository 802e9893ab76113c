import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/login';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Entrar');

export default function AdminLoginRoute() {
  return (
    <AdminPage heading="Entrar" intro="Acesse o Painel CMS com seu e-mail e senha de administrador.">
      <Stack spacing={1}>
        <Link component={RouterLink} to={paths.admin.forgotPassword}>
          Esqueci minha senha
        </Link>
        <Link component={RouterLink} to={paths.admin.register}>
          Criar nova conta
        </Link>
      </Stack>
    </AdminPage>
  );
}
