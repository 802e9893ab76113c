import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link, Outlet } from 'react-router';

import { AdminProgressBar } from '@/admin/components/admin-progress-bar';
import { Logo } from '@/shared/ui/brand/logo';
import { useCompany } from '@/shared/config/company-context';
import { paths } from '@/shared/config/paths';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Painel CMS');

/** The sign-in pages' frame: no public header, footer or WhatsApp button; a slim progress bar on top while it waits. */
export default function AdminLayoutRoute() {
  const company = useCompany();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AdminProgressBar />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container sx={{ py: 1.5 }}>
          <Box component={Link} to={paths.home} aria-label={company.name} sx={{ display: 'inline-block', borderRadius: 1 }}>
            <Logo height={30} draws />
          </Box>
        </Container>
      </Box>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
