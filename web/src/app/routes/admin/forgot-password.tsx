import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/forgot-password';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Recuperar senha');

export default function AdminForgotPasswordRoute() {
  return (
    <AdminPage
      heading="Esqueci minha senha"
      intro="Informe seu e-mail para receber um link de redefinição de senha."
    >
      <Link component={RouterLink} to={paths.admin.login}>
        Voltar para o login
      </Link>
    </AdminPage>
  );
}
