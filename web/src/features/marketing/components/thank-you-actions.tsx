import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { useCompany } from '@/config/company-context';
import { paths } from '@/config/paths';
import { defaultWhatsappGreeting, whatsappUrl } from '@/lib/whatsapp';

/** Next steps after a form: chat on WhatsApp (new tab, greeting prefilled) or go back home. */
export function ThankYouActions() {
  const company = useCompany();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
      <Button
        href={whatsappUrl(company.whatsappDigits, defaultWhatsappGreeting(company.name))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Falar no WhatsApp (abre em nova aba)"
        variant="contained"
        size="large"
        startIcon={<WhatsAppIcon />}
      >
        Falar no WhatsApp
      </Button>
      <Button href={paths.home} variant="outlined" size="large">
        Voltar ao Início
      </Button>
    </Stack>
  );
}
