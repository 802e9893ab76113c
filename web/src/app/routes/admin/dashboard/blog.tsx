import { BlogTab } from '@/admin/features/blog';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Blog · Painel CMS');

export default function BlogScreenRoute() {
  return (
    <DashboardScreenRoute id="blog">
      <BlogTab />
    </DashboardScreenRoute>
  );
}
