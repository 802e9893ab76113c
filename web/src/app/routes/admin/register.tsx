import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/register';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Criar conta');

export default function AdminRegisterRoute() {
  return (
    <AdminPage
      heading="Criar nova conta"
      intro="Cadastre-se com seu e-mail. O acesso de administrador é liberado depois pelo administrador principal."
    >
      <Link component={RouterLink} to={paths.admin.login}>
        Voltar para o login
      </Link>
    </AdminPage>
  );
}
