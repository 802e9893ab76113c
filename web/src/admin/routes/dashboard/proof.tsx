import { Navigate, useParams } from 'react-router';

import { isProofScreen, ProofTab } from '@/admin/features/proof';
import { screenMeta, screenPath } from '@/admin/shell';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';

export const meta = () => screenMeta('prova-social');

/** …/prova-social/depoimentos | clientes | time; anything else lands on Depoimentos. */
export default function ProofScreenRoute() {
  const { tela } = useParams();
  if (!isProofScreen(tela)) return <Navigate to={screenPath('prova-social', 'depoimentos')} replace />;
  return (
    <DashboardScreenRoute id="prova-social">
      <ProofTab current={tela} hrefOf={(id, item) => screenPath('prova-social', id, ...(item ? [item] : []))} />
    </DashboardScreenRoute>
  );
}
