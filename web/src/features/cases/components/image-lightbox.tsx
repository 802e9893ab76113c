import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { KeyboardEvent } from 'react';

import { useSwipe } from '../hooks/use-swipe';
import type { CaseImage } from '../lib/case-images';
import { clampIndex, counterLabel, nextIndex, previousIndex } from '../lib/lightbox-index';

import { LightboxDots } from './lightbox-dots';

type Props = {
  images: CaseImage[];
  /** The image shown; null = closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
};

const navButton = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', color: 'common.white', bgcolor: 'rgba(0,0,0,.45)', '&:hover': { bgcolor: 'rgba(0,0,0,.7)' } } as const;

/**
 * Full-screen viewer of a case's images (main image, chart, gallery): previous/next with wrap-around,
 * dots, 'i / N', keys ← → Esc and swipe. MUI's Dialog traps focus and gives it back to the thumbnail on close.
 */
export function ImageLightbox({ images, index, onIndexChange, onClose, title }: Props) {
  const count = images.length;
  const current = clampIndex(index ?? 0, count);
  const image = images[current];
  const next = () => onIndexChange(nextIndex(current, count));
  const previous = () => onIndexChange(previousIndex(current, count));
  const swipe = useSwipe({ onLeft: next, onRight: previous });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      fullScreen
      open={index !== null && count > 0}
      onClose={onClose}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { 'aria-label': `Imagens do case ${title}`, sx: { bgcolor: '#0A0F18', color: 'common.white', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography data-testid="lightbox-counter" aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {counterLabel(current, count)}
        </Typography>
        <IconButton onClick={onClose} aria-label="Fechar imagens" sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box {...swipe} sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 1, sm: 9 } }}>
        {image && (
          <Box
            component="img"
            key={image.key}
            data-testid="lightbox-image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '100vw' : undefined}
            width={image.width}
            height={image.height}
            alt={image.alt}
            draggable={false}
            sx={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain', userSelect: 'none' }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton onClick={previous} aria-label="Imagem anterior" size="large" sx={{ ...navButton, left: { xs: 4, sm: 16 } }}>
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton onClick={next} aria-label="Próxima imagem" size="large" sx={{ ...navButton, right: { xs: 4, sm: 16 } }}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box sx={{ py: 2, px: 2 }}>
          <LightboxDots count={count} index={current} onSelect={onIndexChange} />
        </Box>
      )}
    </Dialog>
  );
}
