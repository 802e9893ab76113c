import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/dashboard';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Painel CMS');

export default function AdminDashboardRoute() {
  return (
    <AdminPage
      wide
      heading="Painel CMS"
      intro="Gerencie cases, conteúdos das páginas e configurações do site."
    />
  );
}
