import { LeadsTab } from '@/admin/features/inbox';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Leads · Painel CMS');

export default function LeadsScreenRoute() {
  return (
    <DashboardScreenRoute id="leads">
      <LeadsTab />
    </DashboardScreenRoute>
  );
}
