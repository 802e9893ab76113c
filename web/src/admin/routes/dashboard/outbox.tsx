import { DeliveriesScreen } from '@/admin/features/outbox';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Envios · Painel CMS');

export default function DeliveriesScreenRoute() {
  return (
    <DashboardScreenRoute id="envios">
      <DeliveriesScreen />
    </DashboardScreenRoute>
  );
}
