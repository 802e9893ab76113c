import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { navLinks } from '@/site/components/layout/nav-links';
import { paths } from '@/shared/config/paths';
import { Island } from '@/site/lib/islands/island';

/** Where a lost visitor may want to go instead (the home page has its own button). */
const WAYS_BACK = navLinks.filter((link) => link.to !== paths.home);

/**
 * 404 view: the spec's '404' and 'Oops! Page not found', then the same in Portuguese (the site's audience) with the
 * ways back; its island logs the bad path (the page is the same for every unknown path).
 */
export function NotFound() {
  return (
    <Island name="not-found" when="load">
      <Box
        component="section"
        aria-labelledby="nao-encontrada"
        sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
      >
        <Box sx={{ maxWidth: '60ch' }}>
          <Typography component="p" variant="h1" color="primary" sx={{ fontSize: '4rem', mb: 1 }}>
            404
          </Typography>
          <Typography variant="subtitle1" component="p" lang="en" color="text.secondary" sx={{ mb: 2 }}>
            Oops! Page not found
          </Typography>
          <Typography id="nao-encontrada" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
            Página não encontrada
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            O endereço que você abriu não existe ou mudou de lugar. Volte para o início ou siga por uma das páginas abaixo.
          </Typography>
          <Button href={paths.home} variant="contained" size="large">
            Voltar para o início
          </Button>
          <Box component="nav" aria-label="Páginas do site" sx={{ mt: 3 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
              {WAYS_BACK.map((link) => (
                <li key={link.to}>
                  <Button href={link.to}>{link.label}</Button>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Island>
  );
}
