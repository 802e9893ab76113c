import { BlogTab } from '@/admin/features/blog';
import { articlePreview } from '@/app/admin/article-preview';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Blog · Painel CMS');

export default function BlogScreenRoute() {
  return (
    <DashboardScreenRoute id="blog">
      <BlogTab renderPreview={articlePreview} />
    </DashboardScreenRoute>
  );
}
