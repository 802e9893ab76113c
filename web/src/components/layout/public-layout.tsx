import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { Footer } from './footer';
import { Header } from './header';
import { MobileActionBar, mobileBarSpace } from './mobile-action-bar';

/** Header + page + footer for every public page, and the phone's action bar (its space reserved at the end). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: mobileBarSpace }}>
      <Header />
      <Box component="main" id="conteudo" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
      <MobileActionBar />
    </Box>
  );
}
