import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';

import { monochromeLogoSx } from '@/shared/ui/monochrome-logo';

import type { MediaFile } from '../types';

const frame = { width: 72, height: 72, flexShrink: 0 } as const;

/** A row's image as the site shows it: a face in a circle, a logo as its silhouette; a placeholder without one. */
export function ProofThumbnail({ file, shape }: { file: MediaFile | null; shape: 'face' | 'logo' }) {
  if (!file) {
    return (
      <Box
        sx={{
          ...frame,
          borderRadius: shape === 'face' ? '50%' : 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <ImageIcon aria-hidden />
      </Box>
    );
  }
  const src = file.formats?.thumbnail?.url ?? file.url;
  return shape === 'face' ? (
    <Box component="img" src={src} alt="" loading="lazy" sx={{ ...frame, borderRadius: '50%', objectFit: 'cover' }} />
  ) : (
    <Box
      component="img"
      src={file.url}
      alt=""
      loading="lazy"
      sx={(theme) => ({ ...frame, width: 120, objectFit: 'contain', ...monochromeLogoSx(theme) })}
    />
  );
}
