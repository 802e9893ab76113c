import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';

import { useWhatsappLink } from './use-whatsapp-link';

/**
 * Floating button that opens a WhatsApp chat in a new tab with a greeting. On a phone the action bar at the bottom
 * (mobile-action-bar.tsx) holds WhatsApp on every page, so this one would only stack a second green button on it.
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
