import { BookingsTab } from '@/admin/features/inbox';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Agendamentos · Painel CMS');

export default function BookingsScreenRoute() {
  return (
    <DashboardScreenRoute id="agendamentos">
      <BookingsTab />
    </DashboardScreenRoute>
  );
}
