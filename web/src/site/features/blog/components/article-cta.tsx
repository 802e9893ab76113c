import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { ctaBandSx } from '@/site/components/ui/cta-band';
import { paths } from '@/shared/config/paths';

/** Call to action at the end of an article: the free consultation. */
export function ArticleCta() {
  return (
    <Paper
      component="section"
      aria-labelledby="article-cta-title"
      sx={(theme) => ({ p: { xs: 3, md: 4 }, my: 5, borderRadius: 3, ...ctaBandSx(theme) })}
    >
      <Typography id="article-cta-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Quer colocar essas estratégias em prática?
      </Typography>
      <Typography sx={{ mb: 3, opacity: 0.9 }}>
        Nossos especialistas analisam o seu empreendimento e montam um plano de marketing digital sob medida, sem custo.
      </Typography>
      <Button href={paths.booking} variant="contained" color="secondary" size="large">
        Solicitar Consultoria Gratuita
      </Button>
    </Paper>
  );
}
