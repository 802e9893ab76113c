import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { Footer } from './footer';
import { Header } from './header';
import { MobileActionBar, mobileBarSpace } from './mobile-action-bar';

type Props = {
  children: ReactNode;
  /** The phone's action bar (page-handle.ts): false on a page whose own content offers its actions. */
  actionBar?: boolean;
  /** The page's WhatsApp greeting (page-handle.ts). */
  whatsappGreeting?: string;
};

/** Header + page + footer for every public page, and the phone's action bar (its space reserved at the end). */
export function PublicLayout({ children, actionBar = true, whatsappGreeting }: Props) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: actionBar ? mobileBarSpace : 0 }}>
      <Header />
      <Box component="main" id="conteudo" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
      {actionBar && <MobileActionBar pathname={pathname} whatsappGreeting={whatsappGreeting} />}
    </Box>
  );
}
