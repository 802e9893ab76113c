import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, NavLink } from 'react-router';

import { ctaLink, navLinks } from './nav-links';

type Props = { open: boolean; onClose: () => void };

/** Drawer with the main links; loaded only when the menu is first opened. */
export default function MobileMenuDrawer({ open, onClose }: Props) {
  return (
    // The drawer's paper is a dialog: it needs a name of its own.
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box id="menu-movel" component="nav" aria-label="Menu móvel" sx={{ width: 280, p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label="Fechar menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {navLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} end onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button component={Link} to={ctaLink.to} variant="contained" color="secondary" fullWidth onClick={onClose}>
          {ctaLink.label}
        </Button>
      </Box>
    </Drawer>
  );
}
