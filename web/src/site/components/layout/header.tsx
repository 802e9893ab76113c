import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router';

import { Logo } from '@/shared/ui/brand/logo';
import { ShownWholeEnd, shownWhole } from '@/site/components/ui/shown-whole';
import { useCompany } from '@/shared/config/company-context';
import { paths } from '@/shared/config/paths';

import { MobileMenu } from './mobile-menu';
import { ctaLink, isCurrent, navLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

/**
 * The site's header. Its links are ordinary links between prerendered pages; the current page is marked in the
 * HTML itself (aria-current), so a visitor arriving from an ad or a search sees it at once.
 */
export function Header() {
  const company = useCompany();
  const { pathname } = useLocation();

  return (
    <AppBar position="sticky">
      <Container>
        <Toolbar disableGutters sx={{ gap: 1 }} {...shownWhole}>
          {/* Named on the link itself: a name only inside its drawing is no name for some checkers (pa11y's H91). */}
          <Box component="a" href={paths.home} aria-label={company.name} sx={{ mr: 'auto', py: 1, borderRadius: 1, display: 'block' }}>
            <Logo height={34} draws />
          </Box>
          <Box component="nav" aria-label="Navegação principal" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {navLinks.map((link) => (
              <Button
                key={link.to}
                href={link.to}
                aria-current={isCurrent(link.to, pathname) ? 'page' : undefined}
                color="inherit"
                // No minimum width: short labels ('Blog') would get wider padding than long ones and the gaps between
                // the words would vary; with the same padding on every link they are all equal.
                // The current page in the brand colour; on the dark theme its lightest navy, as the phone menu draws it.
                sx={(theme) => ({
                  minWidth: 0,
                  px: 1.25,
                  '&[aria-current="page"]': { color: 'primary.main', ...theme.applyStyles('dark', { color: 'primary.light' }) },
                })}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <ThemeToggle />
          <Button href={ctaLink.to} variant="contained" color="secondary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {ctaLink.label}
          </Button>
          <MobileMenu pathname={pathname} />
          <ShownWholeEnd />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
