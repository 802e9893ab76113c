import { SiteSettingsTab } from '@/admin/features/settings';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Configurações do Site · Painel CMS');

export default function SettingsScreenRoute() {
  return (
    <DashboardScreenRoute id="configuracoes">
      <SiteSettingsTab />
    </DashboardScreenRoute>
  );
}
