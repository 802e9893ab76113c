import { LoginForm } from '@/features/auth';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/login';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Entrar');

export default function AdminLoginRoute() {
  return (
    <AdminPage heading="Entrar" intro="Acesse o Painel CMS com seu e-mail e senha de administrador.">
      <LoginForm />
    </AdminPage>
  );
}
