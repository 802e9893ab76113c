import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';

// The drawer (Modal, transitions, focus trap) is only downloaded on first open.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** Hamburger button opening the mobile drawer; it closes on any link click or "Fechar menu". */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Abrir menu"
        aria-expanded={open}
        aria-controls={open ? 'menu-movel' : undefined}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        color="inherit"
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
