import type { Theme } from '@mui/material/styles';

/**
 * The brand's plan motif behind a hero: a faint architect's grid (a fine line every 32 px, a stronger one every
 * 128 px) that fades out towards the text. Drawn with CSS gradients in the scheme's line colour: no request, no image.
 */
export const blueprintGridSx = (theme: Theme) => {
  const line = (theme.vars ?? theme).palette.brand.line;
  return {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      backgroundImage: [
        `linear-gradient(${line} 1px, transparent 1px)`,
        `linear-gradient(90deg, ${line} 1px, transparent 1px)`,
        `linear-gradient(${line} 1px, transparent 1px)`,
        `linear-gradient(90deg, ${line} 1px, transparent 1px)`,
      ].join(','),
      backgroundSize: '128px 128px, 128px 128px, 32px 32px, 32px 32px',
      backgroundPosition: 'right -1px top -1px',
      opacity: 0.9,
      maskImage: 'linear-gradient(100deg, transparent 30%, #000 85%)',
    },
  };
};
