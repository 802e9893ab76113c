import { WebhooksScreen } from '@/admin/features/outbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Webhooks · Painel CMS');

export default function WebhooksScreenRoute() {
  return (
    <DashboardScreenRoute id="webhooks">
      <WebhooksScreen />
    </DashboardScreenRoute>
  );
}
