import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { LandingGalleryBlock } from '../types';

import { LandingPicture } from './landing-picture';

/** The gallery's pictures in a grid (one column on a phone, two from 600 px), each with its caption under it. */
export function LandingGallery({ block }: { block: LandingGalleryBlock }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {block.images.map((item, index) => (
        <Box component="li" key={`${item.image_url}-${index}`}>
          <Box component="figure" sx={{ m: 0 }}>
            <LandingPicture answer={item} alt={item.alt} sizes="(min-width: 1200px) 560px, (min-width: 600px) 50vw, 100vw" />
            {item.caption && (
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {item.caption}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
