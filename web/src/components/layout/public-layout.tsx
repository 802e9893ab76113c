import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { Footer } from './footer';
import { Header } from './header';

/** Header + page + footer for every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="conteudo" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
