import { CasesTab } from '@/admin/features/cases';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Cases · Painel CMS');

export default function CasesScreenRoute() {
  return (
    <DashboardScreenRoute id="cases">
      <CasesTab />
    </DashboardScreenRoute>
  );
}
