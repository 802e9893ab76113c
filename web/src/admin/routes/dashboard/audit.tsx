import { AuditTab } from '@/admin/features/audit';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('auditoria');

export default function AuditScreenRoute() {
  return (
    <DashboardScreenRoute id="auditoria">
      <AuditTab />
    </DashboardScreenRoute>
  );
}
