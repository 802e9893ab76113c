import { useParams } from 'react-router';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';

import { LandingPageEditorScreen, type ProofChoices } from '@/admin/features/landing-pages';
import { fetchProofOptions } from '@/admin/features/proof';
import { DashboardScreenRoute, useDashboardUser } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

import { usePreviewSlot } from '@/admin/routes/dashboard/preview-slots';

export const meta = () => screenMeta('landing-pages', 'Landing page');

/** The testimonials and clients a page's blocks may show: the rows of 'Prova social'. */
const choices: ProofChoices = { testimonials: () => fetchProofOptions('testimonials'), clients: () => fetchProofOptions('clients') };

/** …/landing-pages/novo (a new page, from the starter template) and …/landing-pages/<documentId> (that page): the editor on a page of its own. */
export default function LandingPageEditorRoute() {
  const landingPreview = usePreviewSlot('landing');
  const { id } = useParams();
  const user = useDashboardUser();
  return (
    <DashboardScreenRoute id="landing-pages">
      <LandingPageEditorScreen
        key={id ?? 'novo'}
        id={id ?? null}
        renderPreview={landingPreview}
        choices={choices}
        isAdmin={user?.role?.type === ADMIN_ROLE_TYPE}
      />
    </DashboardScreenRoute>
  );
}
