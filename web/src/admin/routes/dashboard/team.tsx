import { TeamTab } from '@/admin/features/team';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Equipe · Painel CMS');

export default function TeamScreenRoute() {
  return <DashboardScreenRoute id="equipe">{(user) => <TeamTab currentUserId={user.id} />}</DashboardScreenRoute>;
}
