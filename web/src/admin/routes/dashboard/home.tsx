import { HomeScreen } from '@/admin/features/home';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('inicio');

export default function HomeScreenRoute() {
  return (
    <DashboardScreenRoute id="inicio">
      <HomeScreen />
    </DashboardScreenRoute>
  );
}
