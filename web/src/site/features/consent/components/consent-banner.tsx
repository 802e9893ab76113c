import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ShownWholeEnd, shownWhole } from '@/site/components/ui/shown-whole';
import { paths } from '@/shared/config/paths';
import { dataAttr, selector } from '@/site/lib/islands/selectors';

import { consentAction, CONSENT } from '../lib/consent-selectors';

import { RejectAcceptButtons } from './reject-accept-buttons';

/**
 * First layer of the consent (ANPD cookie guide): fixed at the bottom, so it neither blocks the page
 * nor shifts its layout; 'Aceitar todos' and 'Rejeitar todos' have the same prominence. Above the floating
 * buttons (WhatsApp, edit mode), below dialogs and toasts. In the prerendered HTML of every page, so a first-time
 * visitor sees it with the first paint; hidden from the start for a returning visitor (consent-mode.ts). Its
 * buttons are wired by consent-island.ts.
 */
export function ConsentBanner() {
  return (
    <Paper
      component="section"
      aria-label="Aviso de cookies"
      {...dataAttr(CONSENT.banner)}
      {...shownWhole}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        p: { xs: 2, md: 3 },
        // Never taller than the screen (a phone held sideways, 400 % zoom): the text scrolls, the buttons stay.
        maxHeight: '100dvh',
        display: 'flex',
        [`html${selector(CONSENT.chosen)} &`]: { display: 'none' },
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, maxWidth: 1200, mx: 'auto', minHeight: 0, width: '100%' }}
      >
        <Typography
          variant="body2"
          role="region"
          tabIndex={0}
          aria-label="Sobre o uso de cookies"
          sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}
        >
          Usamos cookies necessários para o site funcionar. Com a sua permissão, também usamos cookies analíticos e de marketing para medir o uso do
          site e mostrar anúncios relevantes. Você pode mudar sua escolha a qualquer momento em “Preferências de cookies”, no rodapé. Saiba mais na{' '}
          <Link href={paths.privacy} underline="always">
            Política de Privacidade
          </Link>
          .
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0, '& .MuiButton-root': { py: { xs: 0.5, sm: 0.75 } } }}>
          <Button variant="text" {...consentAction('customize')}>
            Personalizar
          </Button>
          <RejectAcceptButtons variant="contained" />
        </Stack>
      </Stack>
      <ShownWholeEnd />
    </Paper>
  );
}
