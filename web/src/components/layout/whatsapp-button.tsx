import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';

import { mobileBarSpace } from './mobile-action-bar';
import { useWhatsappLink } from './use-whatsapp-link';

/**
 * Floating button of article pages (the spec's) that opens a WhatsApp chat in a new tab with the article's greeting.
 * On a phone it floats above the action bar (mobile-action-bar.tsx), never on it.
 */
export function WhatsappButton({ text }: { text?: string }) {
  const link = useWhatsappLink(text);

  return (
    <Fab
      component="a"
      {...link}
      aria-label="Fale conosco pelo WhatsApp"
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: `calc(${mobileBarSpace.xs} + 16px)`, sm: 24 },
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
