import { MediaTab } from '@/admin/features/media';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('midia');

export default function MediaScreenRoute() {
  return (
    <DashboardScreenRoute id="midia">
      <MediaTab />
    </DashboardScreenRoute>
  );
}
