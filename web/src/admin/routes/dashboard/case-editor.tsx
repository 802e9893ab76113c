import { useParams } from 'react-router';

import { CaseEditorScreen } from '@/admin/features/cases';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

import { usePreviewSlot } from '@/admin/routes/dashboard/preview-slots';

export const meta = () => screenMeta('cases', 'Case');

/** …/cases/novo (a new case) and …/cases/<documentId> (that case): the editor on a page of its own. */
export default function CaseEditorRoute() {
  const casePreview = usePreviewSlot('case');
  const { id } = useParams();
  return (
    <DashboardScreenRoute id="cases">
      <CaseEditorScreen key={id ?? 'novo'} id={id ?? null} renderPreview={casePreview} />
    </DashboardScreenRoute>
  );
}
