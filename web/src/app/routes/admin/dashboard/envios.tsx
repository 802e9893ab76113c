import { DeliveriesScreen } from '@/admin/features/outbox';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Envios · Painel CMS');

export default function DeliveriesScreenRoute() {
  return (
    <DashboardScreenRoute id="envios">
      <DeliveriesScreen />
    </DashboardScreenRoute>
  );
}
