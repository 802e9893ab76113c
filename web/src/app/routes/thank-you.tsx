import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';

import { PageIntro } from '@/components/ui/page-intro';
import { useCompany } from '@/config/company-context';
import { paths } from '@/config/paths';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';
import { defaultWhatsappGreeting, whatsappUrl } from '@/lib/whatsapp';

import type { Route } from './+types/thank-you';

const copy = pages.thankYou;

export const meta: Route.MetaFunction = () => pageMeta(copy.title, copy.description);

export default function ThankYouRoute() {
  const company = useCompany();
  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button
          href={whatsappUrl(company.whatsappDigits, defaultWhatsappGreeting(company.name))}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
        >
          Falar no WhatsApp
        </Button>
        <Button component={Link} to={paths.home} variant="outlined">
          Voltar ao Início
        </Button>
      </Stack>
    </PageIntro>
  );
}
