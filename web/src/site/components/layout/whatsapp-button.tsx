import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';

import { useWhatsappLink } from './use-whatsapp-link';

/**
 * Floating button of article pages (the spec's) that opens a WhatsApp chat in a new tab with the article's greeting.
 * From `sm` up only: on a phone the action bar's WhatsApp (mobile-action-bar.tsx, with the same greeting) is the
 * page's one way to WhatsApp.
 */
export function WhatsappButton({ text }: { text?: string }) {
  const link = useWhatsappLink(text);

  return (
    <Fab
      component="a"
      {...link}
      aria-label="Fale conosco pelo WhatsApp"
      sx={{
        display: { xs: 'none', sm: 'inline-flex' },
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 'speedDial',
        bgcolor: '#25D366',
        color: '#fff',
        '&:hover': { bgcolor: '#1EBE5A' },
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
