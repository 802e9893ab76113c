import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

import { ModalDialog } from '@/site/components/ui/modal-dialog';

import { lightboxPart } from '../lib/case-page-selectors';
import { LIGHTBOX_ID } from '../lib/lightbox-id';

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,.7)' },
} as const;

/**
 * The full-screen image viewer, closed in the page's HTML; lightbox-island.ts fills it with the chosen case's images
 * (main image, chart, gallery): previous/next with wrap-around, dots, 'i / N', keys ← → Esc and swipe. The browser's
 * <dialog> keeps the focus inside and gives it back to the thumbnail on close.
 */
export function LightboxShell() {
  return (
    <ModalDialog
      id={LIGHTBOX_ID}
      label="Imagens do case"
      maxWidth={10_000}
      sx={{
        width: '100vw',
        height: '100dvh',
        maxHeight: '100dvh',
        m: 0,
        borderRadius: 0,
        bgcolor: '#0A0F18',
        color: 'common.white',
        backgroundImage: 'none',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          {/* '3 / 10' in a pill for the eye; 'Imagem 3 de 10' for a screen reader, said as the image changes. */}
          <Typography
            data-testid="lightbox-counter"
            {...lightboxPart('counter')}
            aria-hidden="true"
            sx={{
              fontVariantNumeric: 'tabular-nums',
              fontWeight: 600,
              px: 1.5,
              py: 0.5,
              borderRadius: 999,
              bgcolor: (theme) => theme.alpha(theme.palette.common.white, 0.14),
            }}
          />
          <Box component="span" {...lightboxPart('announce')} aria-live="polite" sx={visuallyHidden} />
          <IconButton {...lightboxPart('close')} aria-label="Fechar imagens" sx={{ color: 'common.white' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          {...lightboxPart('stage')}
          sx={{
            position: 'relative',
            flex: 1,
            minHeight: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 1, sm: 9 },
            // The image is added by the island when the viewer opens (an <img> needs a source).
            '& img': { maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain', userSelect: 'none' },
          }}
        >
          <IconButton {...lightboxPart('previous')} aria-label="Imagem anterior" size="large" sx={{ ...navButton, left: { xs: 4, sm: 16 } }}>
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton {...lightboxPart('next')} aria-label="Próxima imagem" size="large" sx={{ ...navButton, right: { xs: 4, sm: 16 } }}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </Box>
        <Box sx={{ py: 2, px: 2 }}>
          {/* What the image shows (its alternative text), under it. */}
          <Typography
            component="p"
            {...lightboxPart('caption')}
            aria-hidden="true"
            sx={{ textAlign: 'center', mb: 1, color: (theme) => theme.alpha(theme.palette.common.white, 0.85), maxWidth: '70ch', mx: 'auto' }}
          />
          <Box
            component="ul"
            {...lightboxPart('dots')}
            aria-label="Escolher imagem"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}
          >
            {/* The template dot the island copies once per image. */}
            <li hidden>
              <ButtonBase
                aria-label="Ir para a imagem"
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: 'rgba(255,255,255,.4)',
                    transition: 'background-color .2s',
                  },
                  '&[aria-current="true"]::after': { bgcolor: 'common.white' },
                  '&:focus-visible': { outline: '2px solid #FFFFFF' },
                }}
              />
            </li>
          </Box>
        </Box>
      </Box>
    </ModalDialog>
  );
}
