import { BlogTab } from '@/admin/features/blog';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('blog');

export default function BlogScreenRoute() {
  return (
    <DashboardScreenRoute id="blog">
      <BlogTab />
    </DashboardScreenRoute>
  );
}
