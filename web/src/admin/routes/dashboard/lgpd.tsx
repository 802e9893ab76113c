import { LgpdTab } from '@/admin/features/lgpd';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('lgpd');

export default function LgpdScreenRoute() {
  return (
    <DashboardScreenRoute id="lgpd">
      <LgpdTab />
    </DashboardScreenRoute>
  );
}
