import EventIcon from '@mui/icons-material/Event';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';

import { ShownWholeEnd, shownWhole } from '@/site/components/ui/shown-whole';

import { ctaLink, isCurrent } from './nav-links';
import { useWhatsappLink } from './use-whatsapp-link';

/** Height of the phone's action bar; the page reserves it at its end so the bar never covers the footer's last line. */
export const MOBILE_BAR_HEIGHT = 64;

/** The space the bar takes at the bottom of a phone screen (0 from the `sm` breakpoint up, where there is no bar). */
export const mobileBarSpace = { xs: `calc(${MOBILE_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`, sm: 0 } as const;

/**
 * The phone's action bar, fixed at the bottom under the page (the site's and a launch page's): a grid of as many
 * columns as buttons, not a row of flexible ones — a phone that paints the page before the second button is parsed (the
 * parser yields under load) draws the first one at its final width, where a flex row drew it full-width and then halved
 * it (a layout shift the CLS test caught, CI run of 2026-11-26 15:55).
 */
export const phoneActionBarSx = (buttons: number) =>
  ({
    display: { xs: 'grid', sm: 'none' },
    gridTemplateColumns: buttons === 2 ? '1fr 1fr' : '1fr',
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: (theme: Theme) => theme.zIndex.speedDial,
    gap: 1,
    alignItems: 'center',
    px: 2,
    height: mobileBarSpace.xs,
    pb: 'env(safe-area-inset-bottom, 0px)',
    bgcolor: 'background.paper',
    borderTop: 1,
    borderColor: 'divider',
    boxShadow: 8,
    '& .MuiButton-root': { minHeight: 44 },
  }) as const;

type Props = {
  /** The page's path: the bar offers no link to the page the visitor is on. */
  pathname: string;
  /** The greeting its WhatsApp link prefills (an article's names the article); the company's greeting by default. */
  whatsappGreeting?: string;
};

/**
 * One tap to convert on a phone: WhatsApp (new tab, greeting prefilled) and the booking page, in a bar fixed at the
 * bottom — the page's one WhatsApp control on a phone (an article's floating button is for wider screens). Plain
 * links and CSS: no JavaScript. Below the cookie banner, which covers it while it asks (the banner stays whole and
 * usable); from `sm` up the header shows 'Agendar' and the bar is gone.
 */
export function MobileActionBar({ pathname, whatsappGreeting }: Props) {
  const whatsapp = useWhatsappLink(whatsappGreeting);
  const booking = !isCurrent(ctaLink.to, pathname);
  return (
    <Box
      component="nav"
      aria-label="Contato rápido"
      // Painted only once read whole: a page painted while its parser yields drew 'WhatsApp' as an icon alone,
      // centred, which moved 35 px left when the word arrived (CLS test, 3 of 8 runs on a loaded host).
      {...shownWhole}
      sx={phoneActionBarSx(booking ? 2 : 1)}
    >
      <Button {...whatsapp} aria-label="WhatsApp (abre em nova aba)" variant="contained" color="success" startIcon={<WhatsAppIcon />}>
        WhatsApp
      </Button>
      {booking && (
        <Button href={ctaLink.to} variant="contained" color="secondary" startIcon={<EventIcon />}>
          {ctaLink.label}
        </Button>
      )}
      <ShownWholeEnd />
    </Box>
  );
}
