import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { fileSrc } from '@/admin/components/media/image-src';
import { monochromeLogoSx } from '@/shared/ui/monochrome-logo';

import type { MediaFile } from '../types';

/** The chosen logo as the site's strip shows it: a silhouette in the text's tone, at the strip's height. */
export function LogoPreview({ file, alt }: { file: MediaFile; alt: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Como aparece no site
      </Typography>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          py: 3,
          px: 2,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box
          component="img"
          src={fileSrc(file)}
          alt={alt}
          sx={(theme) => ({ display: 'block', height: 40, width: 'auto', maxWidth: '100%', objectFit: 'contain', ...monochromeLogoSx(theme) })}
        />
      </Box>
    </Box>
  );
}
