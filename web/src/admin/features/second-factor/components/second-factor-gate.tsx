import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';

import { secondFactorQuery, SecondFactorScreen } from './second-factor-screen';

type Props = { role: string | undefined; children: (enrolOnly: boolean) => ReactNode };

/**
 * 'Exigir segundo fator para administradores': an admin without a second factor, while the site requires one, sees
 * only the enrolment screen (the CMS answers 403 to every other admin request anyway). Other roles pass untouched.
 */
export function SecondFactorGate({ role, children }: Props) {
  const isAdmin = role === ADMIN_ROLE_TYPE;
  const status = useQuery({ ...secondFactorQuery(), enabled: isAdmin });
  if (!isAdmin) return children(false);
  if (status.isPending) return <ListSkeleton label="Carregando o painel" rows={3} />;
  if (status.data?.required && !status.data.enabled) return children(true);
  return children(false);
}

/** The screen an admin who must enrol sees instead of the dashboard's screens. */
export const EnrolOnlyScreen = SecondFactorScreen;
