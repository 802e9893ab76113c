import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { paths } from '@/shared/config/paths';
import { pageTitle } from '@/shared/lib/seo';

import type { Route } from './+types/gone';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Página encerrada') }, { name: 'robots', content: 'noindex' }];

/**
 * The page a campaign's landing page answers once its end date has passed, with the status 410 (scripts/serve-web.mjs,
 * web/nginx.conf): it says so in pt-BR and leads back home. No page of its own: /410 itself is a 404.
 */
export default function GoneRoute() {
  return (
    <Box
      component="section"
      aria-labelledby="pagina-encerrada"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <Box sx={{ maxWidth: '60ch' }}>
        <Typography id="pagina-encerrada" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          Esta página não está mais disponível
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          A campanha desta página foi encerrada. Conheça o trabalho da Alicerce Digital na página inicial ou fale com a nossa equipe.
        </Typography>
        <Button href={paths.home} variant="contained" size="large">
          Voltar para o início
        </Button>
      </Box>
    </Box>
  );
}
