import { LgpdTab } from '@/admin/features/lgpd';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('LGPD · Painel CMS');

export default function LgpdScreenRoute() {
  return (
    <DashboardScreenRoute id="lgpd">
      <LgpdTab />
    </DashboardScreenRoute>
  );
}
