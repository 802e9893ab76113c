import { LandingPagesTab } from '@/admin/features/landing-pages';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Landing pages · Painel CMS');

export default function LandingPagesScreenRoute() {
  return (
    <DashboardScreenRoute id="landing-pages">
      <LandingPagesTab />
    </DashboardScreenRoute>
  );
}
