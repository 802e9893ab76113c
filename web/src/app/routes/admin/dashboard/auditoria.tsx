import { AuditTab } from '@/admin/features/audit';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Auditoria · Painel CMS');

export default function AuditScreenRoute() {
  return (
    <DashboardScreenRoute id="auditoria">
      <AuditTab />
    </DashboardScreenRoute>
  );
}
