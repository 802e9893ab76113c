import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatWhatsappBr, paths } from '@alicerce/domain';

import { PageIntro } from '@/site/components/ui/page-intro';
import { whatsappUrl } from '@/site/lib/whatsapp';

import type { LandingPage } from '../types';

/**
 * The launch's own thank-you (issue 54), after a lead from its page: its name, its WhatsApp with its message, and the
 * way back to its page — not the agency's /obrigado, which stays the site's forms' (the spec's).
 */
export function LandingThankYou({ page }: { page: LandingPage }) {
  const owner = page.owner.name || page.title;
  const whatsapp = page.contact?.whatsapp;
  return (
    <PageIntro
      eyebrow={page.title}
      heading="Recebemos seus dados!"
      intro={`Obrigado pelo seu interesse! A equipe de vendas de ${owner} entra em contato em breve${whatsapp ? '; se preferir, fale agora mesmo pelo WhatsApp.' : '.'}`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        {whatsapp && (
          <Button
            href={whatsappUrl(whatsapp, page.contact.whatsapp_message || `Olá! Acabei de enviar meus dados pela página ${page.title}.`)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${formatWhatsappBr(whatsapp)} (abre em nova aba)`}
            variant="contained"
            color="success"
            size="large"
            startIcon={<WhatsAppIcon />}
          >
            {formatWhatsappBr(whatsapp)}
          </Button>
        )}
        <Button href={paths.landingPage(page.slug)} variant="outlined" color="inherit" size="large" startIcon={<ArrowBackIcon />}>
          Voltar para a página do lançamento
        </Button>
      </Stack>
    </PageIntro>
  );
}
