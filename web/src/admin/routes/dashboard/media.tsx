import { MediaTab } from '@/admin/features/media';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Mídia · Painel CMS');

export default function MediaScreenRoute() {
  return (
    <DashboardScreenRoute id="midia">
      <MediaTab />
    </DashboardScreenRoute>
  );
}
