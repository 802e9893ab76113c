import { SecondFactorScreen } from '@/admin/features/second-factor';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('verificacao-em-duas-etapas');

export default function SecondFactorScreenRoute() {
  return (
    <DashboardScreenRoute id="verificacao-em-duas-etapas">
      <SecondFactorScreen />
    </DashboardScreenRoute>
  );
}
