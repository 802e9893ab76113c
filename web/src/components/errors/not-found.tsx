import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { paths } from '@/config/paths';
import { Island } from '@/lib/islands/island';

/** 404 view: offers a way back home; its island logs the bad path (the page is the same for every unknown path). */
export function NotFound() {
  return (
    <Island name="not-found" when="load">
      <Box component="section" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: '4rem', mb: 1 }}>
            404
          </Typography>
          <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 3 }}>
            Oops! Page not found
          </Typography>
          <Button href={paths.home} variant="contained">
            Voltar para o início
          </Button>
        </Box>
      </Box>
    </Island>
  );
}
