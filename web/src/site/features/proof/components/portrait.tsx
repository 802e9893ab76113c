import Box from '@mui/material/Box';

import { ResponsivePicture } from '@/site/components/ui/responsive-picture';

import { initials, portraitSources } from '../lib/portrait-sources';
import type { ProofImage } from '../types';

type Props = { image: ProofImage | null; name: string; /** Diameter in px. */ size: number };

const round = { display: 'block', width: 'var(--portrait-size)', height: 'var(--portrait-size)', borderRadius: '50%', flexShrink: 0 } as const;

/**
 * A person's face beside their name: the photo in a circle, or their initials on the brand's band colour. Decorative
 * (alt=""): the name is written next to it.
 */
export function Portrait({ image, name, size }: Props) {
  const style = { '--portrait-size': `${size}px` } as Record<string, string>;
  if (!image) {
    return (
      <Box
        aria-hidden="true"
        style={style}
        sx={{
          ...round,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'brand.band',
          color: 'primary.main',
          fontWeight: 800,
          fontSize: size * 0.36,
          letterSpacing: '0.02em',
        }}
      >
        {initials(name)}
      </Box>
    );
  }
  const sources = portraitSources(image);
  return (
    <Box style={style} sx={{ ...round, overflow: 'hidden', bgcolor: 'brand.band' }}>
      <ResponsivePicture {...sources} sizes={`${size}px`} width={size} height={size} alt="" sx={{ ...round, objectFit: 'cover' }} />
    </Box>
  );
}
