import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

/** 404 view: logs the bad path once and offers a way back home. */
export function NotFound() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
    // Log once per mounted page, as the spec asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box
      component="section"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <Box>
        <Typography variant="h1" sx={{ fontSize: '4rem', mb: 1 }}>
          404
        </Typography>
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 3 }}>
          Oops! Page not found
        </Typography>
        <Button component={Link} to={paths.home} variant="contained">
          Voltar para o início
        </Button>
      </Box>
    </Box>
  );
}
