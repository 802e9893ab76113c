import { useParams } from 'react-router';

import { ArticleEditorScreen } from '@/admin/features/blog';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

import { usePreviewSlot } from '@/admin/routes/dashboard/preview-slots';

export const meta = () => screenMeta('blog', 'Artigo');

/** …/blog/novo (a new article) and …/blog/<documentId> (that article): the editor on a page of its own. */
export default function ArticleEditorRoute() {
  const articlePreview = usePreviewSlot('article');
  const { id } = useParams();
  return (
    <DashboardScreenRoute id="blog">
      <ArticleEditorScreen key={id ?? 'novo'} id={id ?? null} renderPreview={articlePreview} />
    </DashboardScreenRoute>
  );
}
