import { PageContentTab } from '@/admin/features/page-content';
import { DashboardScreenRoute } from '@/app/admin/dashboard-screen';
import { sectionPreview } from '@/app/admin/section-preview';
import { adminMeta } from '@/lib/seo';

export const meta = () => adminMeta('Conteúdo das Páginas · Painel CMS');

export default function PageContentScreenRoute() {
  return (
    <DashboardScreenRoute id="conteudo">
      <PageContentTab renderPreview={sectionPreview} />
    </DashboardScreenRoute>
  );
}
