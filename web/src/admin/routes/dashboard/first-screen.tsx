import { Navigate, useSearchParams } from 'react-router';

import { screenById, screenPath, screensFor, type ScreenId } from '@/admin/shell';
import { useDashboardUser } from '@/admin/shell/dashboard-screen';

/**
 * /admin/dashboard: the first screen the role may use. A link of the old tabbed dashboard (`?aba=leads`,
 * `?aba=prova-social&prova=clientes`) lands on the screen's own URL.
 */
export default function DashboardIndexRoute() {
  const [params] = useSearchParams();
  const user = useDashboardUser();
  const legacy = screenById(params.get('aba'));
  if (legacy) {
    const proof = legacy.id === 'prova-social' && params.get('prova');
    return <Navigate to={proof ? screenPath('prova-social', proof) : screenPath(legacy.id as ScreenId)} replace />;
  }
  const first = screensFor(user.role?.type)[0];
  return first ? <Navigate to={screenPath(first.id)} replace /> : null;
}
