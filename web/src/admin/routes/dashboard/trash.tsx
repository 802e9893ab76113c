import { TrashTab } from '@/admin/features/trash';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('lixeira');

export default function TrashScreenRoute() {
  return (
    <DashboardScreenRoute id="lixeira">
      <TrashTab />
    </DashboardScreenRoute>
  );
}
