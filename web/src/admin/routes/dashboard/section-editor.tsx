import { Navigate, useParams } from 'react-router';

import { isPageSlug, SectionEditorScreen, sectionHref } from '@/admin/features/page-content';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

import { usePreviewSlot } from '@/admin/routes/dashboard/preview-slots';

export const meta = () => screenMeta('conteudo', 'Seção');

/** …/conteudo/<page>/nova (a new section) and …/conteudo/<page>/<section_key> (that section): the editor on a page of its own. */
export default function SectionEditorRoute() {
  const sectionPreview = usePreviewSlot('section');
  const { pagina, secao } = useParams();
  if (!isPageSlug(pagina)) return <Navigate to={sectionHref('home')} replace />;
  return (
    <DashboardScreenRoute id="conteudo">
      <SectionEditorScreen key={`${pagina}:${secao ?? 'nova'}`} page={pagina} sectionKey={secao ?? null} renderPreview={sectionPreview} />
    </DashboardScreenRoute>
  );
}
