import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

import { NotFound } from '@/site/components/errors/not-found';
import { paths } from '@/shared/config/paths';

type Props = { kind: 'loading' | 'not-found' | 'error' };

/** Root-level fallbacks: SPA loading state, 404 and unexpected errors. */
export function ErrorView({ kind }: Props) {
  if (kind === 'not-found') return <NotFound />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      {kind === 'loading' ? (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <CircularProgress aria-hidden />
          <Typography>Carregando…</Typography>
        </Box>
      ) : (
        <Box>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            Algo deu errado
          </Typography>
          <Typography sx={{ mb: 3 }}>Ocorreu um erro inesperado. Tente recarregar a página.</Typography>
          {/* Plain anchor: a full reload recovers from any broken client state. */}
          <Button variant="contained" href={paths.home}>
            Voltar para o início
          </Button>
        </Box>
      )}
    </Box>
  );
}
