import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { dataAttr } from '@/site/lib/islands/selectors';

import type { CaseImage } from '../lib/case-images';
import { CASE_PAGE } from '../lib/case-page-selectors';

import { StorySection } from './case-story';
import { LightboxTrigger } from './lightbox-trigger';

/** Thumbnails shown before 'Ver todas as N imagens' (spec §9). */
export const GALLERY_PREVIEW_COUNT = 6;

type Props = { images: CaseImage[]; /** Lightbox position of the first gallery image (after main and chart). */ firstIndex: number };

/**
 * 'Galeria de Imagens': the first 6 thumbnails; above 6, a button reveals the rest (all are in the HTML, the rest
 * hidden until then). A thumbnail opens the lightbox at itself.
 */
export function CaseGallery({ images, firstIndex }: Props) {
  if (images.length === 0) return null;
  return (
    <StorySection title="Galeria de Imagens">
      <Box
        component="ul"
        {...dataAttr(CASE_PAGE.gallery)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}
      >
        {images.map((image, index) => (
          <li key={image.key} hidden={index >= GALLERY_PREVIEW_COUNT}>
            <LightboxTrigger
              image={image}
              index={firstIndex + index}
              label={`Ampliar imagem ${index + 1} de ${images.length} da galeria`}
              sizes="(min-width: 600px) 280px, 50vw"
              waitsForMain
              sx={{ aspectRatio: '3 / 2', borderRadius: 1.5 }}
            />
          </li>
        ))}
      </Box>
      {images.length > GALLERY_PREVIEW_COUNT && (
        <Button variant="outlined" {...dataAttr(CASE_PAGE.showAll)} sx={{ mt: 2 }}>
          Ver todas as {images.length} imagens
        </Button>
      )}
    </StorySection>
  );
}
