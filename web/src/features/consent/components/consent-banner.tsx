import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import { CONSENT_CHOSEN_ATTRIBUTE } from '../lib/consent-mode';
import { acceptAll, openConsentPreferences, rejectAll } from '../lib/consent-store';

/**
 * First layer of the consent (ANPD cookie guide): fixed at the bottom, so it neither blocks the page
 * nor shifts its layout; 'Aceitar todos' and 'Rejeitar todos' have the same prominence. Above the floating
 * buttons (WhatsApp, edit mode), below dialogs and toasts. While it shows, the page gets as much room at its
 * end as the banner is tall, so the footer can still be scrolled into view (nothing above moves).
 */
export function ConsentBanner() {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const reserve = () => (document.body.style.paddingBottom = `${element.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <Paper
      ref={banner}
      component="section"
      role="region"
      aria-label="Aviso de cookies"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        p: { xs: 2, md: 3 },
        [`html[${CONSENT_CHOSEN_ATTRIBUTE}] &`]: { display: 'none' },
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Usamos cookies necessários para o site funcionar. Com a sua permissão, também usamos cookies analíticos e de
          marketing para medir o uso do site e mostrar anúncios relevantes. Você pode mudar sua escolha a qualquer momento em
          “Preferências de cookies”, no rodapé. Saiba mais na{' '}
          <Link component={RouterLink} to={paths.privacy} underline="always">
            Política de Privacidade
          </Link>
          .
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="text" onClick={openConsentPreferences}>
            Personalizar
          </Button>
          <Button variant="contained" onClick={rejectAll}>
            Rejeitar todos
          </Button>
          <Button variant="contained" onClick={acceptAll}>
            Aceitar todos
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
