import { Outlet, useNavigate } from 'react-router';

import { ADMIN_ROLE_TYPE, TEAM_ROLE_LABELS } from '@alicerce/domain';
import { AdminProgressBar } from '@/admin/components/admin-progress-bar';
import { FailingDeliveriesBanner } from '@/admin/features/outbox';
import { GlobalSearch } from '@/admin/features/search';
import { EnrolOnlyScreen, SecondFactorGate } from '@/admin/features/second-factor';
import { DashboardShell, screenPath } from '@/admin/shell';
import { useCompany } from '@/shared/config/company-context';
import { paths } from '@/shared/config/paths';
import { AdminGuard, signOut } from '@/admin/auth';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Painel CMS');

/**
 * Every dashboard screen's frame: the access check, then the shell (header, navigation) around the screen's route,
 * with the warning about failing e-mails and webhooks above it for admins. An admin who must enrol in the second
 * factor first sees only its enrolment (SecondFactorGate).
 */
export default function DashboardLayoutRoute() {
  const navigate = useNavigate();
  const company = useCompany();
  return (
    <>
      <AdminProgressBar />
      <AdminGuard>
        {(user) => (
          <SecondFactorGate role={user.role?.type}>
            {(enrolOnly) => (
              <DashboardShell
                email={user.email}
                role={enrolOnly ? undefined : user.role?.type}
                roleLabel={TEAM_ROLE_LABELS[user.role?.type as keyof typeof TEAM_ROLE_LABELS]}
                companyName={company.name}
                search={enrolOnly ? null : <GlobalSearch />}
                onSignOut={async () => {
                  await signOut();
                  navigate(paths.admin.login, { replace: true });
                }}
              >
                {enrolOnly ? (
                  <EnrolOnlyScreen />
                ) : (
                  <>
                    {user.role?.type === ADMIN_ROLE_TYPE && <FailingDeliveriesBanner enviosPath={screenPath('envios')} />}
                    <Outlet context={user} />
                  </>
                )}
              </DashboardShell>
            )}
          </SecondFactorGate>
        )}
      </AdminGuard>
    </>
  );
}
