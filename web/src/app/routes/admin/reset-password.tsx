import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/reset-password';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Redefinir senha');

export default function AdminResetPasswordRoute() {
  return (
    <AdminPage
      heading="Redefinir senha"
      intro="Escolha uma nova senha com pelo menos 6 caracteres."
    />
  );
}
