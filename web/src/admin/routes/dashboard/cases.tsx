import { CasesTab } from '@/admin/features/cases';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('cases');

export default function CasesScreenRoute() {
  return (
    <DashboardScreenRoute id="cases">
      <CasesTab />
    </DashboardScreenRoute>
  );
}
