import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useNavigate } from 'react-router';

import { articlePreview } from '@/app/admin/article-preview';
import { sectionPreview } from '@/app/admin/section-preview';
import { paths } from '@/config/paths';
import { BlogTab } from '@/features/admin-blog';
import { CasesTab } from '@/features/admin-cases';
import { DashboardHeader, DashboardTabs, type DashboardTab } from '@/features/admin-dashboard';
import { BookingsTab, LeadsTab } from '@/features/admin-inbox';
import { PageContentTab } from '@/features/admin-page-content';
import { SiteSettingsTab } from '@/features/admin-settings';
import { AdminGuard, signOut } from '@/features/auth';
import { adminMeta } from '@/lib/seo';

import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Painel CMS');

const tabs: DashboardTab[] = [
  { id: 'cases', label: 'Cases', render: () => <CasesTab /> },
  { id: 'blog', label: 'Blog', render: () => <BlogTab renderPreview={articlePreview} /> },
  { id: 'conteudo', label: 'Conteúdo das Páginas', render: () => <PageContentTab renderPreview={sectionPreview} /> },
  { id: 'configuracoes', label: 'Configurações do Site', render: () => <SiteSettingsTab /> },
  { id: 'leads', label: 'Leads', render: () => <LeadsTab /> },
  { id: 'agendamentos', label: 'Agendamentos', render: () => <BookingsTab /> },
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
              onSignOut={async () => {
                await signOut();
                navigate(paths.admin.login, { replace: true });
              }}
            />
            <DashboardTabs tabs={tabs} />
          </Paper>
        </Container>
      )}
    </AdminGuard>
  );
}
