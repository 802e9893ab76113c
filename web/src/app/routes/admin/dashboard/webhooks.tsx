import { WebhooksScreen } from '@/admin/features/outbox';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Webhooks · Painel CMS');

export default function WebhooksScreenRoute() {
  return (
    <DashboardScreenRoute id="webhooks">
      <WebhooksScreen />
    </DashboardScreenRoute>
  );
}
