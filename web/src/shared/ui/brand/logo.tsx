import Box from '@mui/material/Box';

import { LOGO_DRAWING as L } from './logo-drawing';

const SYMBOL_ID = 'alicerce-digital-logo';

type Props = {
  /** Height in px; the width follows the drawing's proportions. */
  height: number;
  /**
   * The accessible name (the company's name). Without it the drawing is decorative (hidden from assistive
   * technology): for a place whose own text already names the company, such as the footer's heading.
   */
  label?: string;
  /**
   * The first logo on a page carries the drawing; every other one points to it (`<use>`), so the page's HTML holds
   * the path data once. The header draws it; the footer reuses it.
   */
  draws?: boolean;
};

/** The brand's logo (symbol + wordmark) in the current scheme's colours: palette.brand roof, slab, word, wordSoft. */
export function Logo({ height, label, draws = false }: Props) {
  const width = Math.round((height * L.width) / L.height);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${L.width} ${L.height}`}
      width={width}
      height={height}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={{ display: 'block', flexShrink: 0 }}
    >
      {draws && (
        <defs>
          <symbol id={SYMBOL_ID} viewBox={`0 0 ${L.width} ${L.height}`}>
            <path d={L.roof} style={{ fill: 'var(--mui-palette-brand-roof)' }} />
            <path d={L.slab} style={{ fill: 'var(--mui-palette-brand-slab)' }} />
            <path d={L.wordPrimary} style={{ fill: 'var(--mui-palette-brand-word)' }} />
            <path d={L.wordSecondary} style={{ fill: 'var(--mui-palette-brand-wordSoft)' }} />
          </symbol>
        </defs>
      )}
      <use href={`#${SYMBOL_ID}`} />
    </Box>
  );
}
