import { CasesTab } from '@/admin/features/cases';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Cases · Painel CMS');

export default function CasesScreenRoute() {
  return (
    <DashboardScreenRoute id="cases">
      <CasesTab />
    </DashboardScreenRoute>
  );
}
