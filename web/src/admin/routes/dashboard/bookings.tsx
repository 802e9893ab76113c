import { BookingsTab } from '@/admin/features/inbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('agendamentos');

export default function BookingsScreenRoute() {
  return (
    <DashboardScreenRoute id="agendamentos">
      <BookingsTab />
    </DashboardScreenRoute>
  );
}
