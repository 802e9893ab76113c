import { LgpdTab } from '@/admin/features/lgpd';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('LGPD · Painel CMS');

export default function LgpdScreenRoute() {
  return (
    <DashboardScreenRoute id="lgpd">
      <LgpdTab />
    </DashboardScreenRoute>
  );
}
