import { SiteSettingsTab } from '@/admin/features/settings';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('configuracoes');

export default function SettingsScreenRoute() {
  return (
    <DashboardScreenRoute id="configuracoes">
      <SiteSettingsTab />
    </DashboardScreenRoute>
  );
}
