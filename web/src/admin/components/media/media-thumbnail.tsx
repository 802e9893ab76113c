import Box from '@mui/material/Box';

import type { MediaFile } from './media-file';

/** Small preview of a media-library file (its thumbnail format when there is one). */
export function MediaThumbnail({ file, alt }: { file: MediaFile; alt: string }) {
  const src = file.formats?.thumbnail?.url ?? file.url;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
    />
  );
}
