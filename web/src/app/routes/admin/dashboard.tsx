import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useNavigate } from 'react-router';

import { ADMIN_ROLE_TYPE, buildCsv, EDITOR_ROLE_TYPE, TEAM_ROLE_LABELS } from '@alicerce/domain';
import { articlePreview } from '@/app/admin/article-preview';
import { sectionPreview } from '@/app/admin/section-preview';
import { paths } from '@/config/paths';
import { AuditTab } from '@/admin/features/audit';
import { BlogTab } from '@/admin/features/blog';
import { CasesTab } from '@/admin/features/cases';
import { DashboardHeader, DashboardTabs, type DashboardTab } from '@/admin/shell';
import { BookingsTab, downloadCsv, LeadsTab } from '@/admin/features/inbox';
import { LgpdTab } from '@/admin/features/lgpd';
import { PageContentTab } from '@/admin/features/page-content';
import { ProofTab } from '@/admin/features/proof';
import { ResultsTab, type ExportCsv } from '@/admin/features/results';
import { SiteSettingsTab } from '@/admin/features/settings';
import { TeamTab } from '@/admin/features/team';
import { AdminGuard, signOut } from '@/features/auth';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Painel CMS');

/** Editors write site content; admins see everything (the CMS's permission table decides what each may do). */
const CONTENT = [ADMIN_ROLE_TYPE, EDITOR_ROLE_TYPE];
const ADMIN = [ADMIN_ROLE_TYPE];

/** The Resultados tab saves its tables with the inbox's CSV helper (pt-BR Excel separator, formulas neutralised). */
const exportCsv: ExportCsv = (filename, header, rows) => downloadCsv(filename, buildCsv(header, rows));

const tabs: DashboardTab[] = [
  { id: 'cases', label: 'Cases', roles: CONTENT, render: () => <CasesTab /> },
  { id: 'blog', label: 'Blog', roles: CONTENT, render: () => <BlogTab renderPreview={articlePreview} /> },
  { id: 'conteudo', label: 'Conteúdo das Páginas', roles: CONTENT, render: () => <PageContentTab renderPreview={sectionPreview} /> },
  { id: 'prova-social', label: 'Prova social', roles: CONTENT, render: () => <ProofTab /> },
  { id: 'configuracoes', label: 'Configurações do Site', roles: ADMIN, render: () => <SiteSettingsTab /> },
  { id: 'leads', label: 'Leads', roles: ADMIN, render: () => <LeadsTab /> },
  { id: 'agendamentos', label: 'Agendamentos', roles: ADMIN, render: () => <BookingsTab /> },
  { id: 'equipe', label: 'Equipe', roles: ADMIN, render: (user) => <TeamTab currentUserId={user.id} /> },
  { id: 'lgpd', label: 'LGPD', roles: ADMIN, render: () => <LgpdTab /> },
  { id: 'auditoria', label: 'Auditoria', roles: ADMIN, render: () => <AuditTab /> },
  { id: 'resultados', label: 'Resultados', roles: ADMIN, render: () => <ResultsTab exportCsv={exportCsv} /> },
];

export default function AdminDashboardRoute() {
  const navigate = useNavigate();
  return (
    <AdminGuard>
      {(user) => (
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <DashboardHeader
              email={user.email}
              roleLabel={TEAM_ROLE_LABELS[user.role?.type as keyof typeof TEAM_ROLE_LABELS]}
              onSignOut={async () => {
                await signOut();
                navigate(paths.admin.login, { replace: true });
              }}
            />
            <DashboardTabs tabs={tabs} viewer={user} />
          </Paper>
        </Container>
      )}
    </AdminGuard>
  );
}
