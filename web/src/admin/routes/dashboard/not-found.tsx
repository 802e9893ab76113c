import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { screenPath, screensFor } from '@/admin/shell';
import { useDashboardUser } from '@/admin/shell/dashboard-screen';
import { adminMeta } from '@/shared/lib/seo';

export const meta = () => adminMeta('Tela não encontrada · Painel CMS');

/**
 * An address under /admin/dashboard that is no screen: the spec's '404' and 'Oops! Page not found' inside the
 * dashboard's own frame (its navigation stays at hand), the way back to the first screen the role may use, and the bad
 * path logged to the console as the public 404 logs it.
 */
export default function DashboardNotFoundRoute() {
  const { pathname } = useLocation();
  const user = useDashboardUser();
  const first = screensFor(user.role?.type)[0];
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box component="section" aria-labelledby="tela-nao-encontrada" sx={{ maxWidth: 640 }}>
      <Typography component="p" variant="h3" color="primary" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography component="p" lang="en" color="text.secondary" sx={{ mb: 1 }}>
        Oops! Page not found
      </Typography>
      <Typography id="tela-nao-encontrada" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Tela não encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        O endereço {pathname} não é uma tela do painel. Escolha uma tela na navegação
        {first ? ' ou volte para a primeira.' : '.'}
      </Typography>
      {first && (
        <Button component={Link} to={screenPath(first.id)} variant="contained">
          Ir para {first.label}
        </Button>
      )}
    </Box>
  );
}
