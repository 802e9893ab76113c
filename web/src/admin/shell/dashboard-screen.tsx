import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';

import { ScreenGuard, type ScreenId } from '@/admin/shell';
import type { CurrentUser } from '@/admin/auth';

/** Who is signed in, as the dashboard's layout route hands it to its screens. */
export const useDashboardUser = () => useOutletContext<CurrentUser>();

type Props = { id: ScreenId; children: ReactNode | ((user: CurrentUser) => ReactNode) };

/** A dashboard screen's route body: the screen for the roles that may use it, the pt-BR message for the others. */
export function DashboardScreenRoute({ id, children }: Props) {
  const user = useDashboardUser();
  return (
    <ScreenGuard id={id} role={user.role?.type}>
      {typeof children === 'function' ? children(user) : children}
    </ScreenGuard>
  );
}
