import { LeadsTab } from '@/admin/features/inbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Leads · Painel CMS');

export default function LeadsScreenRoute() {
  return (
    <DashboardScreenRoute id="leads">
      <LeadsTab />
    </DashboardScreenRoute>
  );
}
