import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';

import type { AdminCase } from '../types';

const frame = { width: { xs: '100%', sm: 96 }, height: { xs: 160, sm: 72 }, borderRadius: 1, flexShrink: 0 } as const;

/** The case's main image as the site shows it (the uploaded file's thumbnail, else its URL), or a placeholder. */
export function CaseThumbnail({ item }: { item: AdminCase }) {
  const src = item.image?.formats?.small?.url ?? item.image?.url ?? item.image_url;
  if (!src) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
        <ImageIcon aria-hidden />
      </Box>
    );
  }
  return <Box component="img" src={src} alt="" loading="lazy" sx={{ ...frame, objectFit: 'cover', border: 1, borderColor: 'divider' }} />;
}
