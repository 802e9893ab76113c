import { HomeScreen } from '@/admin/features/home';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Início · Painel CMS');

export default function HomeScreenRoute() {
  return (
    <DashboardScreenRoute id="inicio">
      <HomeScreen />
    </DashboardScreenRoute>
  );
}
