import { DeliveriesScreen } from '@/admin/features/outbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('envios');

export default function DeliveriesScreenRoute() {
  return (
    <DashboardScreenRoute id="envios">
      <DeliveriesScreen />
    </DashboardScreenRoute>
  );
}
