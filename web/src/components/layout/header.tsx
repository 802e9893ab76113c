import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, NavLink } from 'react-router';

import { useCompany } from '@/config/company-context';
import { paths } from '@/config/paths';

import { MobileMenu } from './mobile-menu';
import { ctaLink, navLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  const company = useCompany();

  return (
    <AppBar position="sticky">
      <Container>
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Typography
            component={Link}
            to={paths.home}
            variant="h6"
            sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
          >
            {company.name}
          </Typography>
          <Box component="nav" aria-label="Navegação principal" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {navLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                color="inherit"
                sx={{ '&.active': { color: 'primary.main' } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <ThemeToggle />
          <Button
            component={Link}
            to={ctaLink.to}
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {ctaLink.label}
          </Button>
          <MobileMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
