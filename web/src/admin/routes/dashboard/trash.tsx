import { TrashTab } from '@/admin/features/trash';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Lixeira · Painel CMS');

export default function TrashScreenRoute() {
  return (
    <DashboardScreenRoute id="lixeira">
      <TrashTab />
    </DashboardScreenRoute>
  );
}
