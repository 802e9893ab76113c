import { AuditTab } from '@/admin/features/audit';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Auditoria · Painel CMS');

export default function AuditScreenRoute() {
  return (
    <DashboardScreenRoute id="auditoria">
      <AuditTab />
    </DashboardScreenRoute>
  );
}
