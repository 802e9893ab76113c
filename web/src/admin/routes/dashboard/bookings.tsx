import { BookingsTab } from '@/admin/features/inbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Agendamentos · Painel CMS');

export default function BookingsScreenRoute() {
  return (
    <DashboardScreenRoute id="agendamentos">
      <BookingsTab />
    </DashboardScreenRoute>
  );
}
