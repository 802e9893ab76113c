import EventIcon from '@mui/icons-material/Event';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useWhatsappLink } from '@/site/components/layout/use-whatsapp-link';
import { paths } from '@/shared/config/paths';

/**
 * What happens after a form, then the next steps: book the free consultation, chat on WhatsApp (new tab, greeting
 * prefilled) or go back home.
 */
export function ThankYouActions() {
  const whatsapp = useWhatsappLink();
  return (
    <>
      <Box component="section" aria-labelledby="proximos-passos" sx={{ mt: 4, maxWidth: '60ch' }}>
        <Typography id="proximos-passos" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          Próximos passos
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1, color: 'text.secondary' }}>
          <li>Um especialista da nossa equipe lê a sua solicitação.</li>
          <li>Entramos em contato pelo telefone ou e-mail que você informou, de segunda a sexta, das 08:00 às 18:00.</li>
          <li>Se preferir não esperar, agende agora a sua consultoria gratuita de 45 minutos, online.</li>
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button href={paths.booking} variant="contained" color="secondary" size="large" startIcon={<EventIcon />}>
          Agendar consultoria gratuita
        </Button>
        <Button {...whatsapp} aria-label="Falar no WhatsApp (abre em nova aba)" variant="contained" size="large" startIcon={<WhatsAppIcon />}>
          Falar no WhatsApp
        </Button>
        <Button href={paths.home} variant="outlined" size="large">
          Voltar ao Início
        </Button>
      </Stack>
    </>
  );
}
