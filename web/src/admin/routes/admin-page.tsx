import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { heading: string; intro: string; wide?: boolean; children?: ReactNode };

/** Card-like frame shared by the admin screens (admin-only: never imported by public routes). */
export function AdminPage({ heading, intro, wide, children }: Props) {
  return (
    <Container maxWidth={wide ? 'lg' : 'sm'} sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Paper>
    </Container>
  );
}
