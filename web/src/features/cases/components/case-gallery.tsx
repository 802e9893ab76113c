import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, useState } from 'react';

import type { CaseImage } from '../lib/case-images';

import { CasePicture } from './case-picture';
import { StorySection } from './case-story';

/** Thumbnails shown before 'Ver todas as N imagens' (spec §9). */
export const GALLERY_PREVIEW_COUNT = 6;

type Props = { images: CaseImage[]; onOpen: (image: CaseImage) => void };

/** 'Galeria de Imagens': the first 6 thumbnails; above 6, a button reveals them all. A thumbnail opens the lightbox. */
export function CaseGallery({ images, onOpen }: Props) {
  const [showAll, setShowAll] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The button disappears once pressed: move focus to the first image it revealed.
  useEffect(() => {
    if (showAll) listRef.current?.querySelectorAll('button')[GALLERY_PREVIEW_COUNT]?.focus();
  }, [showAll]);
  if (images.length === 0) return null;
  const shown = showAll ? images : images.slice(0, GALLERY_PREVIEW_COUNT);

  return (
    <StorySection title="Galeria de Imagens">
      <Box component="ul" ref={listRef} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
        {shown.map((image, index) => (
          <li key={image.key}>
            <ButtonBase
              onClick={() => onOpen(image)}
              aria-label={`Ampliar imagem ${index + 1} de ${images.length} da galeria`}
              sx={{ display: 'block', width: '100%', aspectRatio: '3 / 2', borderRadius: 1.5, overflow: 'hidden', '&:focus-visible': { outline: 3, outlineColor: 'primary.main' } }}
            >
              <CasePicture image={image} sizes="(min-width: 600px) 280px, 50vw" />
            </ButtonBase>
          </li>
        ))}
      </Box>
      {!showAll && images.length > GALLERY_PREVIEW_COUNT && (
        <Button variant="outlined" onClick={() => setShowAll(true)} sx={{ mt: 2 }}>
          Ver todas as {images.length} imagens
        </Button>
      )}
    </StorySection>
  );
}
