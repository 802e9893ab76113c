import { Navigate, useParams } from 'react-router';

import { isPageSlug, PageContentTab, sectionHref } from '@/admin/features/page-content';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('conteudo');

/** …/conteudo/<page>: the page's sections; …/conteudo alone (or an unknown page) lands on the home page's. */
export default function PageContentScreenRoute() {
  const { pagina } = useParams();
  if (!isPageSlug(pagina)) return <Navigate to={sectionHref('home')} replace />;
  return (
    <DashboardScreenRoute id="conteudo">
      <PageContentTab page={pagina} />
    </DashboardScreenRoute>
  );
}
