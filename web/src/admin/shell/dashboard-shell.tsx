import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { Logo } from '@/shared/ui/brand/logo';
import { paths } from '@/shared/config/paths';

import { AccountMenu } from './account-menu';
import { DashboardNav } from './dashboard-nav';
import { useRememberListUrls } from './list-urls';

const NAV_WIDTH = 248;

type Props = {
  email: string;
  role: string | undefined;
  roleLabel?: string;
  companyName: string;
  onSignOut: () => Promise<void>;
  /** The global search's field (composed by the route: the shell imports no feature). */
  search?: ReactNode;
  children: ReactNode;
};

/**
 * The dashboard's frame: a header with 'Painel CMS', the search (Ctrl/⌘+K), who is signed in, a link to the public site, 'Minha conta' and 'Sair'; the
 * navigation on the left (a drawer behind the menu button on a phone); the current screen beside it.
 */
export function DashboardShell({ email, role, roleLabel, companyName, onSignOut, search, children }: Props) {
  useRememberListUrls();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const nav = <DashboardNav role={role} onNavigate={() => setOpen(false)} />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1.5 }}>
          <IconButton
            edge="start"
            aria-label="Abrir a navegação do painel"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Logo height={26} label={companyName} draws />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.125rem', fontWeight: 800, flex: 1, whiteSpace: 'nowrap' }}>
            Painel CMS
          </Typography>
          {search}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'none', md: 'block' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            Conectado como {email}
            {roleLabel && ` · ${roleLabel}`}
          </Typography>
          <Button
            href={paths.home}
            target="_blank"
            rel="noopener"
            color="primary"
            endIcon={<OpenInNewIcon fontSize="small" />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Ver o site
          </Button>
          <AccountMenu email={email} roleLabel={roleLabel} />
          <Button
            variant="outlined"
            color="primary"
            startIcon={<LogoutIcon />}
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await onSignOut();
            }}
          >
            Sair
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Box sx={{ width: { md: NAV_WIDTH }, flexShrink: 0 }}>
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
          >
            {/* Room for the app bar, which stays above the drawer: "Conectado como…" was under it. */}
            <Toolbar aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2, overflowWrap: 'anywhere' }}>
              Conectado como {email}
              {roleLabel && ` · ${roleLabel}`}
            </Typography>
            <Box component="nav" aria-label="Navegação do painel">
              {nav}
            </Box>
            <Button
              href={paths.home}
              target="_blank"
              rel="noopener"
              color="primary"
              endIcon={<OpenInNewIcon fontSize="small" />}
              sx={{ m: 2, justifyContent: 'flex-start' }}
            >
              Ver o site
            </Button>
          </Drawer>
          <Box
            component="nav"
            aria-label="Navegação do painel"
            sx={{
              display: { xs: 'none', md: 'block' },
              position: 'sticky',
              top: 64,
              height: 'calc(100vh - 64px)',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {nav}
          </Box>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, md: 4 } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
