import { LandingPagesTab } from '@/admin/features/landing-pages';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('landing-pages');

export default function LandingPagesScreenRoute() {
  return (
    <DashboardScreenRoute id="landing-pages">
      <LandingPagesTab />
    </DashboardScreenRoute>
  );
}
