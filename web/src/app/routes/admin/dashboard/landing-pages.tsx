import { LandingPagesTab } from '@/admin/features/landing-pages';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Landing pages · Painel CMS');

export default function LandingPagesScreenRoute() {
  return (
    <DashboardScreenRoute id="landing-pages">
      <LandingPagesTab />
    </DashboardScreenRoute>
  );
}
