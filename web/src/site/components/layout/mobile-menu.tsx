import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';

import { ModalDialog } from '@/site/components/ui/modal-dialog';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';

import { MOBILE_MENU } from './mobile-menu-selectors';
import { ctaLink, isCurrent, navLinks } from './nav-links';

export const MOBILE_MENU_ID = 'menu-movel';

/**
 * The current page's item reads at a glance, as in the header: the brand colour and bold, with a bar at its start
 * (the bar's room is kept on every item, so the labels stay aligned). No tint behind it: on the dark theme's raised
 * drawer a tint would take the brand colour under 4.5:1.
 */
const currentPageSx = (theme: Theme) => ({
  borderLeft: '4px solid transparent',
  '&[aria-current="page"]': {
    color: 'primary.main',
    borderLeftColor: 'primary.main',
    '& .MuiListItemText-primary': { fontWeight: 700 },
    // The dark theme's raised drawer is lighter than the page: its lightest navy keeps 4.5:1 there.
    ...theme.applyStyles('dark', { color: 'primary.light', borderLeftColor: 'primary.light' }),
  },
});

/**
 * Hamburger button and the drawer it opens (a prerendered <dialog>, shown as a popover: see mobile-menu-island.ts):
 * the links are ordinary page loads, so the drawer closes with the page it was opened on.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <Island name="mobile-menu" when="load">
      <IconButton
        aria-label="Abrir menu"
        aria-expanded="false"
        aria-controls={MOBILE_MENU_ID}
        aria-haspopup="dialog"
        color="inherit"
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <ModalDialog id={MOBILE_MENU_ID} label="Menu" placement="side" popover>
        <Box component="nav" aria-label="Menu móvel" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label="Fechar menu" {...dataAttr(MOBILE_MENU.close)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {navLinks.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component="a" href={link.to} aria-current={isCurrent(link.to, pathname) ? 'page' : undefined} sx={currentPageSx}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Button href={ctaLink.to} variant="contained" color="secondary" fullWidth>
            {ctaLink.label}
          </Button>
        </Box>
      </ModalDialog>
    </Island>
  );
}
