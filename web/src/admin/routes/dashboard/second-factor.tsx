import { SecondFactorScreen } from '@/admin/features/second-factor';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Verificação em duas etapas · Painel CMS');

export default function SecondFactorScreenRoute() {
  return (
    <DashboardScreenRoute id="verificacao-em-duas-etapas">
      <SecondFactorScreen />
    </DashboardScreenRoute>
  );
}
