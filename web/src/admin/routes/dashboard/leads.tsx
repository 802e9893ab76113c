import { LeadsTab } from '@/admin/features/inbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('leads');

export default function LeadsScreenRoute() {
  return (
    <DashboardScreenRoute id="leads">
      <LeadsTab />
    </DashboardScreenRoute>
  );
}
