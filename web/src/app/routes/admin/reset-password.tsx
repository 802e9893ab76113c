import { ResetPasswordForm } from '@/features/auth';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/reset-password';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Redefinir senha');

export default function AdminResetPasswordRoute() {
  return (
    <AdminPage heading="Redefinir senha" intro="Escolha uma nova senha para a sua conta.">
      <ResetPasswordForm />
    </AdminPage>
  );
}
