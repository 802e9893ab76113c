import { RegisterForm } from '@/admin/auth';
import { adminMeta } from '@/shared/lib/seo';

import type { Route } from './+types/register';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Criar conta');

export default function AdminRegisterRoute() {
  return (
    <AdminPage
      heading="Criar nova conta"
      intro="Depois do cadastro, envie seu ID de usuário ao administrador principal para liberar o acesso ao painel."
    >
      <RegisterForm />
    </AdminPage>
  );
}
