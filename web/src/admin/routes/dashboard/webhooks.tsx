import { WebhooksScreen } from '@/admin/features/outbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('webhooks');

export default function WebhooksScreenRoute() {
  return (
    <DashboardScreenRoute id="webhooks">
      <WebhooksScreen />
    </DashboardScreenRoute>
  );
}
