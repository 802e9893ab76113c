import { Navigate, useParams } from 'react-router';

import { isProofScreen, PROOF_SCREENS, ProofEditorScreen } from '@/admin/features/proof';
import { screenMeta, screenPath } from '@/admin/shell';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';

import { usePreviewSlot } from '@/admin/routes/dashboard/preview-slots';

export const meta = () => screenMeta('prova-social');

/** …/prova-social/<tela>/novo (a new item) and …/prova-social/<tela>/<documentId> (that item): the editor on a page of its own. */
export default function ProofEditorRoute() {
  const proofPreviews = usePreviewSlot('proof');
  const { tela, id } = useParams();
  if (!isProofScreen(tela)) return <Navigate to={screenPath('prova-social', 'depoimentos')} replace />;
  return (
    <DashboardScreenRoute id="prova-social">
      <ProofEditorScreen
        key={`${tela}:${id ?? 'novo'}`}
        screen={tela}
        id={id ?? null}
        backTo={screenPath('prova-social', tela)}
        backLabel={PROOF_SCREENS[tela].label}
        previews={proofPreviews}
      />
    </DashboardScreenRoute>
  );
}
