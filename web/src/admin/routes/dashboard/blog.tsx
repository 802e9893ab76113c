import { BlogTab } from '@/admin/features/blog';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Blog · Painel CMS');

export default function BlogScreenRoute() {
  return (
    <DashboardScreenRoute id="blog">
      <BlogTab />
    </DashboardScreenRoute>
  );
}
