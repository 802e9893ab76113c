import { TrashTab } from '@/admin/features/trash';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Lixeira · Painel CMS');

export default function TrashScreenRoute() {
  return (
    <DashboardScreenRoute id="lixeira">
      <TrashTab />
    </DashboardScreenRoute>
  );
}
