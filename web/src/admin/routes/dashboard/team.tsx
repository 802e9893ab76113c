import { TeamTab } from '@/admin/features/team';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('equipe');

export default function TeamScreenRoute() {
  return <DashboardScreenRoute id="equipe">{(user) => <TeamTab currentUserId={user.id} />}</DashboardScreenRoute>;
}
