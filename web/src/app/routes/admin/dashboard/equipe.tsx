import { TeamTab } from '@/admin/features/team';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Equipe · Painel CMS');

export default function TeamScreenRoute() {
  return <DashboardScreenRoute id="equipe">{(user) => <TeamTab currentUserId={user.id} />}</DashboardScreenRoute>;
}
