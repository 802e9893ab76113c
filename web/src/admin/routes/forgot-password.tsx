import { ForgotPasswordForm } from '@/admin/auth';
import { adminMeta } from '@/shared/lib/seo';

import type { Route } from './+types/forgot-password';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Recuperar senha');

export default function AdminForgotPasswordRoute() {
  return (
    <AdminPage heading="Esqueci minha senha" intro="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.">
      <ForgotPasswordForm />
    </AdminPage>
  );
}
